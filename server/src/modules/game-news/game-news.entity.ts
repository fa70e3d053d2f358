import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Spec 002 section 9: the news colours. */
export const NEWS_COLORS = ['yellow', 'green', 'red', 'blue', 'purple', 'orange', 'pink'] as const;
export type NewsColor = (typeof NEWS_COLORS)[number];

/** A game news item (spec 002 section 3, Game news). */
@Entity('game_news')
export class GameNewsEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text' })
  color: NewsColor;

  @Column({ name: 'is_active' })
  isActive: boolean;

  /** The admin who wrote it (null once that account is gone). */
  @Column({ name: 'admin_id', type: 'uuid', nullable: true })
  adminId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
