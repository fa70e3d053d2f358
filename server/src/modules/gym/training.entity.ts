import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TrainedStat } from '../../game/gym.rules';

/**
 * One gym training (DESIGN.md section 6). The row is the timer's truth: `endsAt` says when it is due,
 * `completedAt` is set once, by the completion transition, when the points are added.
 */
@Entity('trainings')
export class TrainingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'character_id', type: 'int' })
  characterId: number;

  @Column({ type: 'text' })
  stat: TrainedStat;

  /** Energy spent on the training. */
  @Column({ type: 'int' })
  energy: number;

  /** Stat points added on completion. */
  @Column({ type: 'int' })
  points: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
