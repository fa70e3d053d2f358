import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';
import { Currency } from './account';

/**
 * Append-only record of one leg of a transfer (DESIGN.md section 4). Every transfer writes two
 * entries with opposite deltas and the same `transferId`: one on the account paying, one on the
 * account paid. An entry is on a held account (`accountId`, with the balance after it) or on a
 * system account (`systemAccount`, e.g. `mint:crime_reward`, no balance).
 */
@Entity('ledger_entries')
export class LedgerEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'transfer_id', type: 'bigint', transformer: bigintToNumber })
  transferId: number;

  @Column({ name: 'account_id', type: 'bigint', nullable: true })
  accountId: string | null;

  @Column({ name: 'system_account', type: 'text', nullable: true })
  systemAccount: string | null;

  @Column({ type: 'text' })
  currency: Currency;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  delta: number;

  /** The held account's balance after this entry; null on a system account. */
  @Column({ name: 'balance_after', type: 'bigint', nullable: true, transformer: bigintToNumber })
  balanceAfter: number | null;

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
