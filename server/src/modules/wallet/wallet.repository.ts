import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { AccountKind, Currency, HeldAccount } from './account';
import { LedgerEntryEntity } from './ledger-entry.entity';

/** One ledger row to append: on a held account (`accountId`) or a system account. */
export interface NewLedgerEntry {
  transferId: number;
  accountId: string | null;
  systemAccount: string | null;
  currency: Currency;
  delta: number;
  balanceAfter: number | null;
  reason: string;
  reference: string | null;
  idempotencyKey: string | null;
}

/** The three balances of a character, in whole units. */
export interface CharacterBalances {
  money: number;
  blackcoins: number;
  bankBalance: number;
}

/** Balance rows and ledger rows; the writes are always called inside the wallet's transaction. */
@Injectable()
export class WalletRepository {
  constructor(private readonly tx: Tx) {}

  /**
   * Conditional atomic change of one balance: it is applied only if the balance stays >= 0. A credit
   * opens the account when it has no row yet (an account is born by its first deposit).
   * @returns the account id and new balance, or null when a debit exceeds the balance (or the account has none).
   */
  async changeBalance(
    held: HeldAccount,
    currency: Currency,
    delta: number,
  ): Promise<{ id: string; balance: number } | null> {
    const sql =
      delta > 0
        ? `INSERT INTO wallet_accounts (kind, owner_id, currency, balance) VALUES ($2, $3, $4, $1)
           ON CONFLICT (kind, owner_id, currency) DO UPDATE SET balance = wallet_accounts.balance + EXCLUDED.balance
           RETURNING id, balance`
        : `UPDATE wallet_accounts SET balance = balance + $1
            WHERE kind = $2 AND owner_id = $3 AND currency = $4 AND balance + $1 >= 0
           RETURNING id, balance`;
    const rows = returnedRows<{ id: string; balance: string }>(
      await this.tx.tx.query(sql, [delta, held.kind, held.ownerId, currency]),
    );
    return rows.length ? { id: rows[0].id, balance: Number(rows[0].balance) } : null;
  }

  /** `count` new transfer ids (the ledger entries of one transfer share one), in one round trip. */
  async nextTransferIds(count: number): Promise<number[]> {
    const rows: { id: string }[] = await this.tx.tx.query(
      `SELECT nextval('ledger_transfer_id_seq') AS id FROM generate_series(1, $1)`,
      [count],
    );
    return rows.map((row) => Number(row.id));
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

  /** Appends the rows of one operation in one statement. */
  async appendEntries(entries: NewLedgerEntry[]): Promise<void> {
    await this.tx.tx.getRepository(LedgerEntryEntity).insert(entries);
  }

  /** Ledger entries of one held account, newest first (bank history and admin views). */
  async entries(held: HeldAccount, currency: Currency, limit: number): Promise<LedgerEntryEntity[]> {
    return this.tx.tx
      .getRepository(LedgerEntryEntity)
      .createQueryBuilder('entry')
      .innerJoin('wallet_accounts', 'account', 'account.id = entry.account_id')
      .where('account.kind = :kind AND account.owner_id = :ownerId AND account.currency = :currency', {
        kind: held.kind,
        ownerId: held.ownerId,
        currency,
      })
      .orderBy('entry.id', 'DESC')
      .take(limit)
      .getMany();
  }

  /** A held account's balance; 0 when it has never held anything. */
  async balance(held: HeldAccount, currency: Currency): Promise<number> {
    const [row] = await this.tx.tx.query(
      `SELECT balance FROM wallet_accounts WHERE kind = $1 AND owner_id = $2 AND currency = $3`,
      [held.kind, held.ownerId, currency],
    );
    return row ? Number(row.balance) : 0;
  }

  /** Cash and bank balances of several characters at once (0 where an account has no row). */
  async characterBalances(characterIds: number[]): Promise<Map<number, CharacterBalances>> {
    const rows: { owner_id: string; kind: AccountKind; currency: Currency; balance: string }[] =
      await this.tx.tx.query(
        `SELECT owner_id, kind, currency, balance FROM wallet_accounts
          WHERE kind IN ('cash', 'bank') AND owner_id = ANY($1::bigint[])`,
        [characterIds],
      );
    const balances = new Map<number, CharacterBalances>(
      characterIds.map((id) => [id, { money: 0, blackcoins: 0, bankBalance: 0 }]),
    );
    for (const row of rows) {
      const entry = balances.get(Number(row.owner_id));
      if (!entry) continue;
      if (row.kind === AccountKind.BANK) entry.bankBalance = Number(row.balance);
      else if (row.currency === Currency.MONEY) entry.money = Number(row.balance);
      else entry.blackcoins = Number(row.balance);
    }
    return balances;
  }
}
