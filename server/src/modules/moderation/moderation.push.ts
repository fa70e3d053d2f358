import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { ModerationEvents } from './moderation.events';

/**
 * What moderation's events push (DESIGN.md section 4): `muted` to the muted user.
 */
@Injectable()
export class ModerationPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<ModerationEvents> = {
    'user.muted': ({ userId, mute }) => this.publisher.toUser(userId, 'muted', mute),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
