import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The two ways to rate a profile (spec 000 sections 3 and 4). */
export const RATINGS = ['LIKE', 'DISLIKE'] as const;
export type Rating = (typeof RATINGS)[number];

/** One player's rating of another's profile; at most one per pair (the primary key). */
@Entity('ratings')
export class RatingEntity {
  @PrimaryColumn({ name: 'rater_user_id', type: 'uuid' })
  raterUserId: string;

  @PrimaryColumn({ name: 'target_user_id', type: 'uuid' })
  targetUserId: string;

  @Column({ type: 'text' })
  rating: Rating;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
