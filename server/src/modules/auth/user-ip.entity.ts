import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Every (user, ip) pair seen at sign-in and refresh, for the admin's flagged-IP screen. */
@Entity('user_ips')
export class UserIpEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'text' })
  ip: string;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ name: 'seen_count', type: 'int', default: 1 })
  seenCount: number;
}
