import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';
import { AccountKind, Currency } from './account';

/**
 * The balance of one held account in one currency (DESIGN.md section 4). Changed only by
 * `WalletService`, by a conditional atomic update; `CHECK (balance >= 0)`. It always equals the sum
 * of its ledger entries' deltas (the economy audit checks it).
 */
@Entity('wallet_accounts')
export class WalletAccountEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  kind: AccountKind;

  /** The character, gang, contract or listing the account belongs to. */
  @Column({ name: 'owner_id', type: 'bigint', transformer: bigintToNumber })
  ownerId: number;

  @Column({ type: 'text' })
  currency: Currency;

  /** Whole units of the currency. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  balance: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
