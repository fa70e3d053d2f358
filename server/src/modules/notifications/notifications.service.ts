import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import {
  NewNotification,
  NotificationDto,
  NotificationsCountDto,
  NotificationsPageDto,
  NotificationSuccessDto,
  NotificationsQueryDto,
  toNotificationDto,
} from './notifications.dto';
import { NotificationErrorCode, notificationError } from './notifications.errors';
import { NotificationsRepository } from './notifications.repository';

export type { NewNotification, NotificationDto, NotificationType } from './notifications.dto';

const DEFAULT_PAGE = 1;
/** Spec 000 section 9. */
const DEFAULT_LIMIT = 30;

/**
 * Stored player notifications (spec 000 sections 3, 4 and 7). Other features call `notify`; every
 * change pushes `notificationsCount:update { count }` to the user's sockets on every node.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Stores a notification, then pushes `notification` (the DTO) and `notificationsCount:update` to
   * the user. It joins the caller's transaction when one is active, so call it after your commit:
   * otherwise the push can announce a row that a rollback removes.
   */
  async notify(userId: string, notification: NewNotification): Promise<NotificationDto> {
    const { notification: entity, unreadCount } = await this.notifications.insert({
      userId,
      type: notification.type,
      message: notification.message,
      data: notification.data ?? {},
    });
    const dto = toNotificationDto(entity);
    await this.announce(userId, dto, unreadCount);
    return dto;
  }

  /**
   * Pushes a notification another feature stored in its own statement (the fight's hot path writes
   * it in the fight's one statement) with the unread count that statement computed. Call it after
   * the commit.
   */
  async announce(userId: string, notification: NotificationDto, unreadCount: number): Promise<void> {
    await this.events.publish('notification.created', { userId, notification });
    await this.events.publish('notifications.countChanged', { userId, count: unreadCount });
  }

  /** Number of the user's unread notifications. */
  unreadCount(userId: string): Promise<number> {
    return this.notifications.unreadCount(userId);
  }

  /** One page, newest first; `hasMore` when older ones exist. */
  async getNotifications(userId: string, query: NotificationsQueryDto): Promise<NotificationsPageDto> {
    const page = query.page ?? DEFAULT_PAGE;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await this.notifications.page(userId, (page - 1) * limit, limit + 1);
    return {
      success: true,
      data: { notifications: rows.slice(0, limit).map(toNotificationDto), hasMore: rows.length > limit },
    };
  }

  async getUnreadNotificationsCount(userId: string): Promise<NotificationsCountDto> {
    return { success: true, data: { count: await this.unreadCount(userId) } };
  }

  /** @throws NOTIFICATION_NOT_FOUND when the user has no notification with that id */
  async markNotificationRead(userId: string, id: number): Promise<NotificationSuccessDto> {
    if (!(await this.notifications.markRead(userId, id)))
      throw notificationError(NotificationErrorCode.NOTIFICATION_NOT_FOUND);
    await this.pushCount(userId);
    return { success: true };
  }

  async markAllNotificationsRead(userId: string): Promise<NotificationSuccessDto> {
    await this.notifications.markAllRead(userId);
    await this.pushCount(userId);
    return { success: true };
  }

  /** @throws NOTIFICATION_NOT_FOUND when the user has no notification with that id */
  async deleteNotification(userId: string, id: number): Promise<NotificationSuccessDto> {
    if (!(await this.notifications.delete(userId, id)))
      throw notificationError(NotificationErrorCode.NOTIFICATION_NOT_FOUND);
    await this.pushCount(userId);
    return { success: true };
  }

  /**
   * The notifications' part of an account's erasure (issue 26 part 4), in the caller's transaction:
   * its own are deleted, the other players' friend-request notices from it deleted, and their notices
   * naming it by id read `tombstone` instead of `formerName` (the name it had). The players whose
   * notifications changed get their unread count pushed after the commit.
   */
  async eraseUser(userId: string, formerName: string | null, tombstone: string): Promise<void> {
    const affected = await this.notifications.eraseUser(userId, formerName, tombstone);
    for (const other of affected) await this.pushCount(other);
  }

  /** Pushes `notificationsCount:update { count }` (also the answer to `notificationsCount:request`). */
  async pushCount(userId: string): Promise<void> {
    await this.events.publish('notifications.countChanged', {
      userId,
      count: await this.unreadCount(userId),
    });
  }
}
