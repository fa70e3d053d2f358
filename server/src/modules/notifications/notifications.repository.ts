import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { NotificationEntity } from './notification.entity';

@Injectable()
export class NotificationsRepository {
  constructor(private readonly tx: Tx) {}

  private get notifications() {
    return this.tx.tx.getRepository(NotificationEntity);
  }

  /**
   * Inserts an unread notification and counts the user's unread ones with it, in one statement.
   * @returns the stored row and the unread count including it.
   */
  async insert(
    values: Pick<NotificationEntity, 'userId' | 'type' | 'message' | 'data'>,
  ): Promise<{ notification: NotificationEntity; unreadCount: number }> {
    const [row] = await this.tx.tx.query(
      `WITH added AS (
         INSERT INTO notifications (user_id, type, message, data) VALUES ($1, $2, $3, $4)
         RETURNING id, user_id, type, message, data, is_read, created_at
       )
       SELECT added.*,
              (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND is_read = false) + 1 AS unread
         FROM added`,
      [values.userId, values.type, values.message, values.data],
    );
    const notification = this.notifications.create({
      id: Number(row.id),
      userId: row.user_id,
      type: row.type,
      message: row.message,
      data: row.data,
      isRead: row.is_read,
      createdAt: new Date(row.created_at),
    });
    return { notification, unreadCount: Number(row.unread) };
  }

  /** Newest first; `take` rows after skipping `skip`. */
  page(userId: string, skip: number, take: number): Promise<NotificationEntity[]> {
    return this.notifications.find({ where: { userId }, order: { id: 'DESC' }, skip, take });
  }

  unreadCount(userId: string): Promise<number> {
    return this.notifications.countBy({ userId, isRead: false });
  }

  /** @returns whether the user owns a notification with that id (read or not). */
  async markRead(userId: string, id: number): Promise<boolean> {
    return ((await this.notifications.update({ id, userId }, { isRead: true })).affected ?? 0) > 0;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.notifications.update({ userId, isRead: false }, { isRead: true });
  }

  /** @returns whether a row of that user was deleted. */
  async delete(userId: string, id: number): Promise<boolean> {
    return ((await this.notifications.delete({ id, userId })).affected ?? 0) > 0;
  }
}
