import { Column, CreateDateColumn, Entity } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

/**
 * One browser's web push subscription (issue 26, part 2): where the push service takes our pushes for
 * that device (`endpoint`, unique: a device signed in to another account moves to it) and the keys
 * its payloads are encrypted to (RFC 8291). Deleted when the push service answers 404 or 410.
 */
@Entity('push_subscriptions')
export class PushSubscriptionEntity {
  @Column({ primary: true, type: 'bigint', generated: 'increment', transformer: bigintToNumber })
  id: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text', unique: true })
  endpoint: string;

  /** The browser's P-256 public key, base64url (65 bytes). */
  @Column({ type: 'text' })
  p256dh: string;

  /** The browser's authentication secret, base64url (16 bytes). */
  @Column({ type: 'text' })
  auth: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
