import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { NotificationEntity } from './notification.entity';

@Injectable()
export class NotificationsRepository {
  constructor(private readonly tx: Tx) {}

  private get notifications() {
    return this.tx.tx.getRepository(NotificationEntity);
  }

  insert(
    values: Pick<NotificationEntity, 'userId' | 'type' | 'message' | 'data'>,
  ): Promise<NotificationEntity> {
    return this.notifications.save(this.notifications.create(values));
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
