import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';
import type { ContractResultDto } from './blood-contracts.dto';

export type BloodContractStatus = 'open' | 'completed' | 'cancelled' | 'expired';

/** A blood contract (DESIGN.md section 6): the reward is held in escrow while the contract is open. */
@Entity('blood_contracts')
export class BloodContractEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'poster_character_id', type: 'int' })
  posterCharacterId: number;

  @Column({ name: 'target_character_id', type: 'int' })
  targetCharacterId: number;

  /** Escrowed money, paid to the assassin who wins or refunded to the poster. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  reward: number;

  @Column({ type: 'text' })
  status: BloodContractStatus;

  @Column({ name: 'assassin_character_id', type: 'int', nullable: true })
  assassinCharacterId: number | null;

  @Column({ type: 'jsonb', nullable: true })
  result: ContractResultDto | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
