import { Column, CreateDateColumn, Entity } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

/** One stored notification of a player (spec 000 section 3): unread until read, then deleted or kept. */
@Entity('notifications')
export class NotificationEntity {
  @Column({ primary: true, type: 'bigint', generated: 'increment', transformer: bigintToNumber })
  id: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** A `NotificationType`. */
  @Column({ type: 'text' })
  type: string;

  /** Arabic sentence shown as is. */
  @Column({ type: 'text' })
  message: string;

  /** Ids the client links to (fightId, contractId, userId, ...). */
  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  data: Record<string, unknown>;

  @Column({ name: 'is_read', default: false })
  isRead: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
