import { ApiProperty } from '@nestjs/swagger';
import { NotificationEntity } from './notification.entity';
import { IdField, IntegerField } from '../../common/validation/fields';

/** Every kind of notification; a feature that notifies adds its kind here. */
export const NOTIFICATION_TYPES = [
  'attacked',
  'friend_request',
  'friend_accepted',
  'friend_rejected',
  'contract_completed',
  'contract_executed',
  'contract_expired',
  'muted',
  'banned',
  'private_message',
  'report_resolved',
  'gang_request_accepted',
  'gang_request_rejected',
  'gang_kicked',
  'gang_promoted',
  'gang_demoted',
  'gang_leader',
  'suggestion_done',
  'black_market_sold',
  'black_market_expired',
  'black_market_held',
  'black_market_approved',
  'black_market_rejected',
  'transfer_received',
  'transfer_held',
  'transfer_approved',
  'transfer_rejected',
  'gang_bomb',
  'gang_payout_held',
  'gang_payout_approved',
  'gang_payout_rejected',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a feature asks `NotificationsService.notify` to store and push. */
export interface NewNotification {
  type: NotificationType;
  /** Arabic sentence shown as is. */
  message: string;
  /** Ids the client links to (fightId, contractId, userId, ...). */
  data?: Record<string, unknown>;
}

/** One notification (spec 000 section 3); also the `notification` socket push. */
export class NotificationDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' }) type: NotificationType;
  /** Arabic sentence. */
  message: string;
  /** Ids the client links to (fightId, contractId, userId, ...). */
  @ApiProperty({ type: 'object', additionalProperties: true }) data: Record<string, unknown>;
  isRead: boolean;
  /** ISO time. */
  createdAt: string;
}

/** `GET /api/notifications`: page 1.. (default 1), limit 1..100 (default 30; spec 000 section 9). */
export class NotificationsQueryDto {
  @IntegerField({ label: 'رقم الصفحة', min: 1, optional: true, fromText: true, default: 1 })
  page?: number;

  @IntegerField({ label: 'عدد الإشعارات', min: 1, max: 100, optional: true, fromText: true, default: 30 })
  limit?: number;
}

/** Path of the routes that name one notification. */
export class NotificationIdParamsDto {
  @IdField({ label: 'معرف الإشعار', max: Number.MAX_SAFE_INTEGER, fromText: true })
  id: number;
}

export class NotificationsPageDataDto {
  notifications: NotificationDto[];
  /** Older notifications exist beyond this page. */
  hasMore: boolean;
}

/** The spec's envelope: `{ success, data: { notifications, hasMore } }`. */
export class NotificationsPageDto {
  success: boolean;
  data: NotificationsPageDataDto;
}

export class NotificationsCountDataDto {
  @ApiProperty({ type: 'integer' }) count: number;
}

/** The spec's envelope: `{ success, data: { count } }` (unread notifications). */
export class NotificationsCountDto {
  success: boolean;
  data: NotificationsCountDataDto;
}

export class NotificationSuccessDto {
  success: boolean;
}

export function toNotificationDto(entity: NotificationEntity): NotificationDto {
  return {
    id: entity.id,
    type: entity.type as NotificationType,
    message: entity.message,
    data: entity.data ?? {},
    isRead: entity.isRead,
    createdAt: entity.createdAt.toISOString(),
  };
}
