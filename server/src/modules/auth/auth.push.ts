import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { AuthEvents } from './auth.events';

/**
 * What the account's events push (DESIGN.md section 4): the ban notice, and the closing of every
 * socket of the user on every node.
 */
@Injectable()
export class AuthPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<AuthEvents> = {
    'user.banned': ({ userId, reason, bannedAt }) => {
      this.publisher.toUser(userId, 'banned', { reason, bannedAt });
      this.publisher.disconnectUser(userId);
    },
    'user.sessionsEnded': ({ userId }) => this.publisher.disconnectUser(userId),
    'user.kicked': ({ userId }) => this.publisher.disconnectUser(userId),
    // Nothing to push: the player is signing in; the answer says it (the admin log records it).
    'user.deletionCancelled': () => undefined,
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
