import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type Gender = 'male' | 'female';

/** An account: guest, e-mail or Google; admins are users with `isAdmin` (spec 000 section 3). */
@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ name: 'email_verified', default: false })
  emailVerified: boolean;

  @Column({ name: 'is_guest', default: false })
  isGuest: boolean;

  /** Client-generated id that makes guest creation idempotent. */
  @Column({ name: 'device_id', type: 'text', nullable: true })
  deviceId: string | null;

  @Column({ name: 'google_subject', type: 'text', nullable: true })
  googleSubject: string | null;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ type: 'text', nullable: true })
  username: string | null;

  @Column({ type: 'text', nullable: true })
  gender: Gender | null;

  @Column({ type: 'int', nullable: true })
  age: number | null;

  @Column({ name: 'country_code', type: 'text', nullable: true })
  countryCode: string | null;

  @Column({ name: 'country_name', type: 'text', nullable: true })
  countryName: string | null;

  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl: string | null;

  @Column({ name: 'is_admin', default: false })
  isAdmin: boolean;

  @Column({ name: 'account_setup_completed', default: false })
  accountSetupCompleted: boolean;

  @Column({ name: 'is_banned', default: false })
  isBanned: boolean;

  @Column({ name: 'ban_reason', type: 'text', nullable: true })
  banReason: string | null;

  @Column({ name: 'banned_at', type: 'timestamptz', nullable: true })
  bannedAt: Date | null;

  /** Raised when every session of the user ends; access tokens signed in an older generation are refused. */
  @Column({ name: 'session_generation', type: 'integer', default: 0 })
  sessionGeneration: number;

  /** When the player asked to delete the account (closed since; issue 26 part 4), null otherwise. */
  @Column({ name: 'deletion_requested_at', type: 'timestamptz', nullable: true })
  deletionRequestedAt: Date | null;

  /** When the closed account is erased unless the player signs in before; null when no deletion waits. */
  @Column({ name: 'deletion_due_at', type: 'timestamptz', nullable: true })
  deletionDueAt: Date | null;

  /** When the account was erased (a tombstone 'لاعب محذوف' since), null otherwise. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
