import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { MinistryMissionsEvents } from './ministry-missions.events';

/**
 * What ministry missions push (DESIGN.md section 4): the player's missions list.
 */
@Injectable()
export class MinistryMissionsPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<MinistryMissionsEvents> = {
    'ministryMissions.changed': ({ userId, missions }) =>
      this.publisher.toUser(userId, 'ministryMission:update', missions),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
