import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

/** A job players take for a daily salary and experience (spec 001 section 3, Job). */
@Entity('jobs')
export class JobEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** 1..6: beginner, intermediate, advanced, expert, legendary, epic. */
  @Column({ type: 'int' })
  tier: number;

  @Column({ name: 'min_level', type: 'int' })
  minLevel: number;

  /** Money paid per day. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  salary: number;

  @Column({ name: 'exp_per_day', type: 'int' })
  expPerDay: number;

  @Column({ name: 'is_enabled' })
  isEnabled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
