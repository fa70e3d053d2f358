import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { AccountKind, Currency } from './account';

export interface SystemTotalRow {
  systemAccount: string;
  currency: Currency;
  /** Sum of the system account's deltas: negative for what it created, positive for what it destroyed. */
  total: number;
}

export interface HeldTotalRow {
  kind: AccountKind;
  currency: Currency;
  accounts: number;
  total: number;
}

export interface MismatchedAccountRow {
  accountId: number;
  kind: AccountKind;
  ownerId: number;
  currency: Currency;
  balance: number;
  ledgerBalance: number;
}

/** Read-only totals over the whole ledger and every balance, for the conservation audit. */
@Injectable()
export class EconomyAuditRepository {
  constructor(private readonly tx: Tx) {}

  async systemTotals(): Promise<SystemTotalRow[]> {
    const rows: { system_account: string; currency: Currency; total: string }[] = await this.tx.tx.query(
      `SELECT system_account, currency, sum(delta) AS total FROM ledger_entries
        WHERE system_account IS NOT NULL GROUP BY system_account, currency ORDER BY system_account`,
    );
    return rows.map((row) => ({
      systemAccount: row.system_account,
      currency: row.currency,
      total: Number(row.total),
    }));
  }

  async heldTotals(): Promise<HeldTotalRow[]> {
    const rows: { kind: AccountKind; currency: Currency; accounts: string; total: string }[] =
      await this.tx.tx.query(
        `SELECT kind, currency, count(*) AS accounts, sum(balance) AS total FROM wallet_accounts
          GROUP BY kind, currency ORDER BY kind`,
      );
    return rows.map((row) => ({
      kind: row.kind,
      currency: row.currency,
      accounts: Number(row.accounts),
      total: Number(row.total),
    }));
  }

  /** Sum of every ledger delta per currency: zero when nothing was created or lost outside a transfer. */
  async ledgerSums(): Promise<Map<Currency, number>> {
    const rows: { currency: Currency; total: string }[] = await this.tx.tx.query(
      `SELECT currency, sum(delta) AS total FROM ledger_entries GROUP BY currency`,
    );
    return new Map(rows.map((row) => [row.currency, Number(row.total)]));
  }

  /** Held accounts whose balance differs from the sum of their ledger entries (at most `limit`). */
  async mismatchedAccounts(limit: number): Promise<MismatchedAccountRow[]> {
    const rows: Record<string, string>[] = await this.tx.tx.query(
      `SELECT a.id, a.kind, a.owner_id, a.currency, a.balance, COALESCE(l.total, 0) AS ledger_balance
         FROM wallet_accounts a
         LEFT JOIN (SELECT account_id, sum(delta) AS total FROM ledger_entries
                     WHERE account_id IS NOT NULL GROUP BY account_id) l ON l.account_id = a.id
        WHERE a.balance <> COALESCE(l.total, 0)
        ORDER BY a.id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      accountId: Number(row.id),
      kind: row.kind as AccountKind,
      ownerId: Number(row.owner_id),
      currency: row.currency as Currency,
      balance: Number(row.balance),
      ledgerBalance: Number(row.ledger_balance),
    }));
  }

  /** Transfers whose entries do not net to zero in a currency (at most `limit` ids). */
  async unbalancedTransfers(limit: number): Promise<number[]> {
    const rows: { transfer_id: string }[] = await this.tx.tx.query(
      `SELECT transfer_id FROM ledger_entries GROUP BY transfer_id, currency
       HAVING sum(delta) <> 0 ORDER BY transfer_id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => Number(row.transfer_id));
  }
}
