import type { NotificationDto, NotificationsCountDataDto } from './notifications.dto';

export interface NotificationsServerEvents {
  notification: (payload: NotificationDto) => void;
  'notificationsCount:update': (payload: NotificationsCountDataDto) => void;
}

export interface NotificationsClientEvents {
  'notificationsCount:request': () => void;
}
