import { Currency, HeldAccount } from '../../src/modules/wallet/account';
import type { WalletService } from '../../src/modules/wallet/wallet.service';
import { economyAudit } from './factories';
import type { INestApplicationContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** Where the books are read: an app (`TestApp`) or a service-level module (`ServiceModule`). */
export interface Books {
  app: Pick<INestApplicationContext, 'get'>;
  dataSource: Pick<DataSource, 'query'>;
}

/** Reading and checking the books in the wallet integration tests (DESIGN.md section 4). */

/** One ledger entry of a held account, as the tests compare it. */
export interface LedgerRow {
  id: number;
  transferId: number;
  delta: number;
  balanceAfter: number;
  reason: string;
  reference: string | null;
  idempotencyKey: string | null;
}

/** The entries of one held account, oldest first. */
export async function heldLedger(app: Books, held: HeldAccount, currency: Currency): Promise<LedgerRow[]> {
  const rows: Record<string, string>[] = await app.dataSource.query(
    `SELECT l.id, l.transfer_id, l.delta, l.balance_after, l.reason, l.reference, l.idempotency_key
       FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id
      WHERE a.kind = $1 AND a.owner_id = $2 AND a.currency = $3 ORDER BY l.id`,
    [held.kind, held.ownerId, currency],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    transferId: Number(row.transfer_id),
    delta: Number(row.delta),
    balanceAfter: Number(row.balance_after),
    reason: row.reason,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
  }));
}

/** Every balance equals the sum of its ledger deltas, and each balance_after is the running sum. */
export async function expectLedgerConsistent(
  app: Books,
  held: HeldAccount,
  currency: Currency,
): Promise<void> {
  const rows = await heldLedger(app, held, currency);
  let running = 0;
  const mismatches: string[] = [];
  for (const row of rows) {
    running += row.delta;
    if (row.balanceAfter !== running)
      mismatches.push(`entry ${row.id}: balance_after ${row.balanceAfter}, running sum ${running}`);
  }
  expect(mismatches).toEqual([]);
  expect({
    ...held,
    currency,
    balance: await app.app.get<WalletService>('WalletService').balance(held, currency),
  }).toEqual({
    ...held,
    currency,
    balance: running,
  });
}

/** The whole database's books: every currency sums to zero, every balance equals its ledger. */
export async function expectBooksBalanced(app: Books): Promise<void> {
  const audit = await economyAudit(app);
  expect({
    mismatched: audit.mismatchedAccounts,
    unbalanced: audit.unbalancedTransfers,
    sums: audit.currencies.map((c) => [c.currency, c.ledgerSum, c.balanced]),
  }).toEqual({
    mismatched: [],
    unbalanced: [],
    sums: [
      [Currency.MONEY, 0, true],
      [Currency.BLACKCOINS, 0, true],
    ],
  });
  expect(audit.ok).toBe(true);
}

/** Mints `amount` into each account (reason `test_seed`). */
export async function seedAccounts(
  app: Books,
  accounts: HeldAccount[],
  currency: Currency,
  amount: number,
): Promise<void> {
  for (const to of accounts)
    await app.app
      .get<WalletService>('WalletService')
      .apply({ transfers: [{ from: 'mint', to, currency, amount }], reason: 'test_seed' });
}
