import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { GangRank } from '../../game/gangs.rules';

/** A gang (spec 001 section 3). Its treasury is the wallet account `gang_treasury` of its id. */
@Entity('gangs')
export class GangEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** The name after Arabic normalisation and case folding (`gangNameKey`); unique. */
  @Column({ name: 'name_key', type: 'text' })
  nameKey: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The board message, edited by BOSS and WAZIR. */
  @Column({ type: 'text', default: '' })
  board: string;

  @Column({ name: 'max_members', type: 'int', default: 20 })
  maxMembers: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A player's membership: one gang per player (`user_id` unique), one BOSS per gang. */
@Entity('gang_members')
export class GangMemberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'gang_id', type: 'int' })
  gangId: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  role: GangRank;

  @CreateDateColumn({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;
}

export type GangJoinRequestStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled';

/** A request to join a gang: pending, then accepted, rejected, or cancelled (by its sender or by another acceptance). */
@Entity('gang_join_requests')
export class GangJoinRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'gang_id', type: 'int' })
  gangId: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text', default: '' })
  message: string;

  @Column({ type: 'text', default: 'pending' })
  status: GangJoinRequestStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
