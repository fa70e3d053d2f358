import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';
import type { TaskMetric } from '../../game/progress.rules';

/** A task (spec 002 section 3): reach `goal` on `metric`, then claim the four rewards once. */
@Entity('tasks')
export class TaskEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  metric: TaskMetric;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  goal: number;

  /** Money. */
  @Column({ name: 'reward_money', type: 'bigint', transformer: bigintToNumber })
  rewardMoney: number;

  @Column({ name: 'reward_exp', type: 'int' })
  rewardExp: number;

  @Column({ name: 'reward_blackcoins', type: 'int' })
  rewardBlackcoins: number;

  /** Points toward the rank ladder. */
  @Column({ name: 'progress_points', type: 'int' })
  progressPoints: number;

  @Column({ name: 'is_active' })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A rung of the rank ladder (spec 002 section 3, Ranking); its bonuses enter effective stats. */
@Entity('rankings')
export class RankingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Arabic title. */
  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'int' })
  rank: number;

  @Column({ name: 'required_points', type: 'int' })
  requiredPoints: number;

  /** Added to strength. */
  @Column({ name: 'power_bonus', type: 'int' })
  powerBonus: number;

  /** Added to defense. */
  @Column({ name: 'defense_bonus', type: 'int' })
  defenseBonus: number;

  @Column({ name: 'is_active' })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
