import { Injectable } from '@nestjs/common';
import { prepared, queryPrepared } from '../../infra/database/prepared';
import { Tx } from '../../infra/database/transaction';
import { AccountKind, accountKey, Currency, HeldAccount } from './account';
import { LedgerEntryEntity } from './ledger-entry.entity';

/**
 * One leg of an operation: a change of one account in one currency, on a held account (`held`) or a
 * system account (`systemAccount`, e.g. `mint:crime_reward`); `transfer` is its transfer's index.
 */
export interface LegRow {
  transfer: number;
  held: HeldAccount | null;
  systemAccount: string | null;
  currency: Currency;
  delta: number;
  /** The leg's transfer's own reason when it differs from the operation's (`LedgerFields.reason`). */
  reason: string | null;
}

/** What every ledger row of one operation shares. */
export interface LedgerFields {
  /** The operation's reason: every leg without its own. */
  reason: string;
  reference: string | null;
  /** The operation's key; each row gets `<key>#<leg index>`. */
  idempotencyKey: string | null;
}

/** A held account's row after an operation changed it. */
export interface ChangedAccount extends HeldAccount {
  currency: Currency;
  id: string;
  balance: number;
}

/** The three balances of a character, in whole units. */
export interface CharacterBalances {
  money: number;
  blackcoins: number;
  bankBalance: number;
}

/**
 * The one statement of a wallet operation: net change per held account (credits insert-on-conflict,
 * debits conditional), then the ledger rows only when every held account changed.
 */
export const APPLY_LEGS_SQL = `
  WITH legs AS (
    SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::bigint[], $5::text[], $6::bigint[], $7::text[],
                         $12::text[])
      AS l(ord, transfer, kind, owner_id, currency, delta, system_account, reason)
  ),
  nets AS (
    SELECT kind, owner_id, currency, sum(delta)::bigint AS delta, min(ord) AS first
      FROM legs WHERE kind IS NOT NULL GROUP BY kind, owner_id, currency
  ),
  credited AS (
    INSERT INTO wallet_accounts (kind, owner_id, currency, balance)
    SELECT kind, owner_id, currency, delta FROM nets WHERE delta >= 0 ORDER BY first
    ON CONFLICT (kind, owner_id, currency) DO UPDATE SET balance = wallet_accounts.balance + EXCLUDED.balance
    RETURNING id, kind, owner_id, currency, balance
  ),
  debited AS (
    UPDATE wallet_accounts w SET balance = w.balance + n.delta
      FROM nets n
     WHERE n.delta < 0 AND w.kind = n.kind AND w.owner_id = n.owner_id AND w.currency = n.currency
       AND w.balance + n.delta >= 0
    RETURNING w.id, w.kind, w.owner_id, w.currency, w.balance
  ),
  changed AS (SELECT * FROM credited UNION ALL SELECT * FROM debited),
  transfers AS (
    SELECT t, nextval('ledger_transfer_id_seq') AS id FROM generate_series(0, $8::int - 1) t
  ),
  ledger AS (
    INSERT INTO ledger_entries
      (transfer_id, account_id, system_account, currency, delta, balance_after, reason, reference, idempotency_key)
    SELECT t.id, c.id, l.system_account, l.currency, l.delta,
           CASE WHEN c.id IS NULL THEN NULL ELSE c.balance - COALESCE(sum(l.delta) OVER (
             PARTITION BY l.kind, l.owner_id, l.currency ORDER BY l.ord
             ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0) END,
           coalesce(l.reason, $9), $10, CASE WHEN $11::text IS NULL THEN NULL ELSE $11::text || '#' || l.ord END
      FROM legs l
      JOIN transfers t ON t.t = l.transfer
      LEFT JOIN changed c ON c.kind = l.kind AND c.owner_id = l.owner_id AND c.currency = l.currency
     WHERE (SELECT count(*) FROM changed) = (SELECT count(*) FROM nets)
     ORDER BY l.ord
  )
  SELECT id, kind, owner_id, currency, balance FROM changed`;

const APPLY_LEGS = prepared(APPLY_LEGS_SQL);

/**
 * The existing rows of held accounts (`$1` kinds, `$2` owners, `$3` currencies) locked in one fixed
 * order, and the balances of other held accounts (`$4`, `$5`, `$6`) read without a lock.
 */
const LOCK_ACCOUNTS = prepared(`
  WITH locked AS (
    SELECT w.kind, w.owner_id, w.currency, w.balance FROM wallet_accounts w
      JOIN unnest($1::text[], $2::bigint[], $3::text[]) AS a(kind, owner_id, currency)
        ON w.kind = a.kind AND w.owner_id = a.owner_id AND w.currency = a.currency
     ORDER BY w.kind, w.owner_id, w.currency
       FOR UPDATE OF w
  )
  SELECT kind, owner_id, currency, balance FROM locked
  UNION ALL
  SELECT w.kind, w.owner_id, w.currency, w.balance FROM wallet_accounts w
    JOIN unnest($4::text[], $5::bigint[], $6::text[]) AS r(kind, owner_id, currency)
      ON w.kind = r.kind AND w.owner_id = r.owner_id AND w.currency = r.currency`);

/** Balances of held accounts (`$1` kinds, `$2` owners, `$3` currencies), where they have a row. */
const BALANCES = prepared(`
  SELECT w.kind, w.owner_id, w.currency, w.balance FROM wallet_accounts w
    JOIN unnest($1::text[], $2::bigint[], $3::text[]) AS r(kind, owner_id, currency)
      ON w.kind = r.kind AND w.owner_id = r.owner_id AND w.currency = r.currency`);

type AccountRef = { held: HeldAccount; currency: Currency };

/** The `kinds, owners, currencies` arrays of some held accounts. */
const columnsOf = (accounts: AccountRef[]) => [
  accounts.map((account) => account.held.kind),
  accounts.map((account) => account.held.ownerId),
  accounts.map((account) => account.currency),
];

/** Balances by `accountKey` from rows of `wallet_accounts`. */
function balancesByKey(rows: { kind: AccountKind; owner_id: string; currency: Currency; balance: string }[]) {
  return new Map(
    rows.map((row) => [
      accountKey({ kind: row.kind, ownerId: Number(row.owner_id) }, row.currency),
      Number(row.balance),
    ]),
  );
}

/** Balance rows and ledger rows; the writes are always called inside the wallet's transaction. */
@Injectable()
export class WalletRepository {
  constructor(private readonly tx: Tx) {}

  /**
   * Applies the legs of one operation in ONE statement (DESIGN.md section 4): the net change of each
   * held account, credits as an insert-on-conflict (an account is born by its first deposit, and an
   * account created concurrently is simply updated), debits as a conditional update that keeps the
   * balance >= 0 (an account without a row has nothing to debit), then, only when every held account
   * changed, the ledger rows with each held leg's running balance and one transfer id per transfer.
   * Legs come in lock order (see `WalletService`), credits of an account before its debits.
   * @returns the new balance of every held account that changed; fewer rows than held accounts means
   *   a debit was refused and no ledger row was written (the caller throws, which rolls back the rest).
   */
  async applyLegs(legs: LegRow[], entry: LedgerFields, transferCount: number): Promise<ChangedAccount[]> {
    const rows = await queryPrepared<{
      kind: AccountKind;
      owner_id: string;
      currency: Currency;
      id: string;
      balance: string;
    }>(this.tx, APPLY_LEGS, [
      legs.map((_, index) => index),
      legs.map((leg) => leg.transfer),
      legs.map((leg) => leg.held?.kind ?? null),
      legs.map((leg) => leg.held?.ownerId ?? null),
      legs.map((leg) => leg.currency),
      legs.map((leg) => leg.delta),
      legs.map((leg) => leg.systemAccount),
      transferCount,
      entry.reason,
      entry.reference,
      entry.idempotencyKey,
      legs.some((leg) => leg.reason !== null) ? legs.map((leg) => leg.reason) : null,
    ]);
    return rows.map((row) => ({
      kind: row.kind,
      ownerId: Number(row.owner_id),
      currency: row.currency,
      id: row.id,
      balance: Number(row.balance),
    }));
  }

  /**
   * Locks the existing rows of these held accounts in one fixed order (kind, owner, currency) before
   * the operation's single write statement, whose credits and debits would otherwise take their row
   * locks in plan order: two operations moving money crosswise between the same accounts then wait on
   * each other in line instead of deadlocking (DESIGN.md section 4). Accounts without a row yet lock
   * nothing here; their insert is serialised by the unique key. In the same statement, reads the
   * balances of the `read` accounts (not locked).
   * @returns balances by `accountKey` of the locked and read accounts that have a row.
   */
  async lockAccounts(accounts: AccountRef[], read: AccountRef[]): Promise<Map<string, number>> {
    return balancesByKey(
      await queryPrepared(this.tx, LOCK_ACCOUNTS, [...columnsOf(accounts), ...columnsOf(read)]),
    );
  }

  /** Balances by `accountKey` of the held accounts that have a row (no lock). */
  async balances(accounts: AccountRef[]): Promise<Map<string, number>> {
    return balancesByKey(await queryPrepared(this.tx, BALANCES, columnsOf(accounts)));
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

  /**
   * Newest first by id: up to `limit` ledger entries of a character's cash and bank accounts with an
   * id below `beforeId` (null: from the newest), filtered, each with the other side of its transfer
   * (`kind:owner` or the system account): a player's ledger as the CSV export reads it (issue 30).
   */
  async characterLedgerPage(
    characterId: number,
    filter: CharacterLedgerFilter,
    beforeId: string | null,
    limit: number,
  ): Promise<CharacterLedgerRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT e.id::text AS id, e.transfer_id, a.kind, e.currency, e.delta, e.balance_after, e.reason,
              e.reference, e.created_at,
              (SELECT COALESCE(o.system_account, oa.kind || ':' || oa.owner_id)
                 FROM ledger_entries o LEFT JOIN wallet_accounts oa ON oa.id = o.account_id
                WHERE o.transfer_id = e.transfer_id AND o.id <> e.id ORDER BY o.id LIMIT 1) AS counterpart
         FROM wallet_accounts a JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.kind IN ('cash', 'bank') AND a.owner_id = $1
          AND ($2::text IS NULL OR e.currency = $2)
          AND ($3::text IS NULL OR e.reason = $3)
          AND ($4::date IS NULL OR e.created_at >= ($4::date::timestamp AT TIME ZONE $6))
          AND ($5::date IS NULL OR e.created_at < (($5::date + 1)::timestamp AT TIME ZONE $6))
          AND ($7::bigint IS NULL OR e.id < $7)
        ORDER BY e.id DESC LIMIT $8`,
      [
        characterId,
        filter.currency,
        filter.reason,
        filter.dateFrom,
        filter.dateTo,
        filter.timeZone,
        beforeId,
        limit,
      ],
    );
    return rows.map((row) => ({
      id: row.id as string,
      transferId: Number(row.transfer_id),
      account: row.kind as string,
      currency: row.currency as Currency,
      delta: Number(row.delta),
      balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
      reason: row.reason as string,
      reference: (row.reference as string | null) ?? null,
      counterpart: (row.counterpart as string | null) ?? null,
      createdAt: row.created_at as Date,
    }));
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

/** The filter of a player's ledger export; null means any. */
export interface CharacterLedgerFilter {
  currency: Currency | null;
  reason: string | null;
  /** Game days `YYYY-MM-DD` in `timeZone`, both included. */
  dateFrom: string | null;
  dateTo: string | null;
  timeZone: string;
}

/** One entry of a player's ledger with the other side of its transfer. */
export interface CharacterLedgerRow {
  id: string;
  transferId: number;
  /** `cash` or `bank`. */
  account: string;
  currency: Currency;
  delta: number;
  balanceAfter: number | null;
  reason: string;
  reference: string | null;
  /** `kind:owner` of the other held account, or the system account (`mint:crime_reward`). */
  counterpart: string | null;
  createdAt: Date;
}
