import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { NotificationsEvents } from './notifications.events';

/**
 * What notifications push (DESIGN.md section 4): the new notification and the unread count.
 */
@Injectable()
export class NotificationsPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<NotificationsEvents> = {
    'notification.created': ({ userId, notification }) =>
      this.publisher.toUser(userId, 'notification', notification),
    'notifications.countChanged': ({ userId, count }) =>
      this.publisher.toUser(userId, 'notificationsCount:update', { count }),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
