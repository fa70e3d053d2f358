import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { Currency, LedgerEntryEntity } from './ledger-entry.entity';

const BALANCE_COLUMN: Record<Currency, string> = {
  [Currency.MONEY]: 'money',
  [Currency.BLACKCOINS]: 'blackcoins',
  [Currency.BANK]: 'bank_balance',
};

/** Balance updates and ledger rows; always called inside the wallet's transaction. */
@Injectable()
export class WalletRepository {
  constructor(private readonly tx: Tx) {}

  /**
   * Conditional atomic update: the row is changed only if the balance stays >= 0.
   * @returns the new balance, or null when the character is missing or the balance would go negative.
   */
  async changeBalance(characterId: number, currency: Currency, delta: number): Promise<number | null> {
    const column = BALANCE_COLUMN[currency];
    const rows = returnedRows<{ balance: string }>(
      await this.tx.tx.query(
        `UPDATE characters SET ${column} = ${column} + $1 WHERE id = $2 AND ${column} + $1 >= 0 RETURNING ${column} AS balance`,
        [delta, characterId],
      ),
    );
    return rows.length ? Number(rows[0].balance) : null;
  }

  async characterExists(characterId: number): Promise<boolean> {
    const rows = await this.tx.tx.query(`SELECT 1 FROM characters WHERE id = $1`, [characterId]);
    return rows.length > 0;
  }

  /**
   * Serialises operations sharing an idempotency key until the transaction ends, so a racing copy
   * waits for the first and then finds its entries instead of failing on the balance.
   */
  async lockIdempotencyKey(key: string): Promise<void> {
    await this.tx.tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
  }

  async hasIdempotencyKey(key: string): Promise<boolean> {
    const rows = await this.tx.tx.query(`SELECT 1 FROM ledger_entries WHERE idempotency_key = $1`, [
      `${key}#0`,
    ]);
    return rows.length > 0;
  }

  async appendEntry(entry: Omit<LedgerEntryEntity, 'id' | 'createdAt'>): Promise<void> {
    await this.tx.tx.getRepository(LedgerEntryEntity).insert(entry);
  }

  /** Ledger entries of one balance, newest first (bank history and admin views). */
  async entries(characterId: number, currency: Currency, limit: number): Promise<LedgerEntryEntity[]> {
    return this.tx.tx.getRepository(LedgerEntryEntity).find({
      where: { characterId, currency },
      order: { id: 'DESC' },
      take: limit,
    });
  }
}
