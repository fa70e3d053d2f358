import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

/** The balance a ledger entry moves: a character's cash, blackcoins or bank balance. */
export enum Currency {
  MONEY = 'money',
  BLACKCOINS = 'blackcoins',
  BANK = 'bank',
}

/**
 * Append-only record of one balance change (DESIGN.md section 4). For every account and
 * currency, the balance equals the sum of its entries' deltas.
 */
@Entity('ledger_entries')
export class LedgerEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'character_id', type: 'int' })
  characterId: number;

  @Column({ type: 'text' })
  currency: Currency;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  delta: number;

  @Column({ name: 'balance_after', type: 'bigint', transformer: bigintToNumber })
  balanceAfter: number;

  /** Why the balance moved, e.g. `admin_adjustment`, `crime_reward`. */
  @Column({ type: 'text' })
  reason: string;

  /** What it belongs to, e.g. `fight:123`; free text for admins to follow. */
  @Column({ type: 'text', nullable: true })
  reference: string | null;

  /** A retried operation with the same key is applied once. */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
