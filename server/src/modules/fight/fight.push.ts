import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { FightEvents } from './fight.events';

/**
 * What a fight pushes (DESIGN.md section 4): one event per player, the attacker gets the result of
 * their attack, the defender the fight that changed their state (spec 000 section 7 names both).
 */
@Injectable()
export class FightPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<FightEvents> = {
    'fight.resolved': ({ attackerUserId, defenderUserId, result }) => {
      this.publisher.toUser(attackerUserId, 'fightResult', result);
      this.publisher.toUser(defenderUserId, 'fight:update', result);
    },
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
