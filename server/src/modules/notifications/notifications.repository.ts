import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
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

  /**
   * What the erasure of an account (issue 26 part 4) does to the notifications, in the caller's
   * transaction: deletes the account's own; deletes the other players' `friend_request` notices
   * from it (the request they announce is gone with the account); and in the other players'
   * notices that name it by id (`data.userId`, `data.senderId`: friend answers, private messages)
   * puts `tombstone` in place of `formerName` where the sentence starts or ends with it, as their
   * messages from it read. Scans the table once per statement (an erasure is rare; no index on `data`).
   * @returns the other players whose notifications changed (their unread counts may have).
   */
  async eraseUser(userId: string, formerName: string | null, tombstone: string): Promise<string[]> {
    const affected = new Set<string>();
    await this.tx.tx.query(`DELETE FROM notifications WHERE user_id = $1`, [userId]);
    const deleted: unknown = await this.tx.tx.query(
      `DELETE FROM notifications WHERE type = 'friend_request' AND data->>'userId' = $1 RETURNING user_id`,
      [userId],
    );
    for (const row of returnedRows<{ user_id: string }>(deleted)) affected.add(row.user_id);
    if (formerName) {
      const renamed: unknown = await this.tx.tx.query(
        `UPDATE notifications
            SET message = CASE
                  WHEN left(message, length($2) + 1) = $2 || ' ' THEN $3 || substr(message, length($2) + 1)
                  ELSE left(message, length(message) - length($2)) || $3
                END
          WHERE user_id <> $1::uuid
            AND (data->>'userId' = $1::text OR data->>'senderId' = $1::text)
            AND (left(message, length($2) + 1) = $2 || ' ' OR right(message, length($2) + 1) = ' ' || $2)
          RETURNING user_id`,
        [userId, formerName, tombstone],
      );
      for (const row of returnedRows<{ user_id: string }>(renamed)) affected.add(row.user_id);
    }
    return [...affected];
  }
}
