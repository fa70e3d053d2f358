import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { JobsEvents } from './jobs.events';

/**
 * What jobs push (DESIGN.md section 4): the player's jobs screen.
 */
@Injectable()
export class JobsPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<JobsEvents> = {
    'jobs.changed': ({ userId, jobs }) => this.publisher.toUser(userId, 'jobs:update', jobs),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
