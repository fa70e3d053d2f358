import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { CrimesEvents } from './crimes.events';

/**
 * What crimes push (DESIGN.md section 4): the attempt's result and, when it changed more than the
 * cooldown, the crime list (the HUD follows from `character.changed`).
 */
@Injectable()
export class CrimesPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<CrimesEvents> = {
    'crime.committed': ({ userId, result, crimes }) => {
      this.publisher.toUser(userId, 'crime:update', result);
      if (crimes) this.publisher.toUser(userId, 'crimesList:update', crimes);
    },
    'crimes.cooldownsCleared': ({ userId, crimes }) =>
      this.publisher.toUser(userId, 'crimesList:update', crimes),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
