import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Reactions } from './reactions.rules';

/** Emoji -> ids of the users who reacted with it. */
export type MessageReactions = Reactions;

/** One private message (DESIGN.md section 6, Chat). Deleting sets `deletedAt`; the row stays for reports. */
@Entity('private_messages')
export class PrivateMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  @Column({ name: 'receiver_id', type: 'uuid' })
  receiverId: string;

  /** 1 to 1000 characters, passed the word filter. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'jsonb', default: {} })
  reactions: MessageReactions;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt: Date | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
