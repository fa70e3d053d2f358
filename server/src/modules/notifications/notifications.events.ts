import type { NotificationDto, NotificationsCountDataDto } from './notifications.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface NotificationsServerEvents {
  notification: (payload: NotificationDto) => void;
  'notificationsCount:update': (payload: NotificationsCountDataDto) => void;
}

export interface NotificationsClientEvents {
  'notificationsCount:request': () => void;
}

/** Notifications' domain events (DESIGN.md section 4); `notifications.push.ts` pushes them. */
export interface NotificationsEvents {
  'notification.created': {
    userId: string;
    notification: PayloadOf<NotificationsServerEvents['notification']>;
  };
  'notifications.countChanged': { userId: string; count: number };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends NotificationsEvents {}
}
