import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type FriendshipStatus = 'pending' | 'accepted';

/**
 * A friend request or a friendship between two players: one row per unordered pair (a unique index
 * on LEAST/GREATEST of the two ids), pending until the addressee accepts.
 */
@Entity('friendships')
export class FriendshipEntity {
  @PrimaryColumn({ name: 'requester_id', type: 'uuid' })
  requesterId: string;

  @PrimaryColumn({ name: 'addressee_id', type: 'uuid' })
  addresseeId: string;

  @Column({ type: 'text', default: 'pending' })
  status: FriendshipStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;
}
