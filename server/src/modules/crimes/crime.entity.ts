import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

export type FailOutcome = 'jail' | 'hospital';

const fraction = { to: (value: number) => value, from: (value: string) => Number(value) };

/** A crime of the catalogue (spec 001 section 3): success rate as a fraction, cooldown in seconds. */
@Entity('crimes')
export class CrimeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'req_level', type: 'int' })
  reqLevel: number;

  @Column({ name: 'energy_cost', type: 'int' })
  energyCost: number;

  /** Chance of success, 0..1 exclusive. */
  @Column({ name: 'success_rate', type: 'numeric', precision: 4, scale: 3, transformer: fraction })
  successRate: number;

  /** Money paid on success. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  reward: number;

  @Column({ name: 'exp_reward', type: 'int' })
  expReward: number;

  @Column({ name: 'cooldown_seconds', type: 'int' })
  cooldownSeconds: number;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  @Column({ name: 'fail_outcome', type: 'text' })
  failOutcome: FailOutcome;

  @Column({ name: 'jail_minutes', type: 'int' })
  jailMinutes: number;

  @Column({ name: 'hospital_minutes', type: 'int' })
  hospitalMinutes: number;

  @Column({ name: 'is_enabled' })
  isEnabled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
