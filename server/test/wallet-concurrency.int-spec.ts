import { DomainError } from '../src/common/errors/domain-error';
import { account, Currency, HeldAccount } from '../src/modules/wallet/account';
import { WalletModule } from '../src/modules/wallet/wallet.module';
import { WalletService } from '../src/modules/wallet/wallet.service';
import { insertCharacters, ServiceModule, startServiceModule } from './support/service-module';
import {
  expectBooksBalanced as expectBooksBalancedIn,
  expectLedgerConsistent as expectHeldLedgerConsistent,
  seedAccounts,
} from './support/wallet-books';
import { MixOperation, buildMix, transferOf, INSUFFICIENT } from './support/wallet-mix';

/**
 * The wallet under concurrency (DESIGN.md section 4): accounts, transfers written as two ledger
 * entries, conditional atomic updates, all-or-nothing operations, ascending lock order, idempotency
 * keys, system accounts per reason, and the conservation audit after it all.
 * This file: 200 concurrent operations on 5 accounts.
 */

jest.setTimeout(90_000);

describe('WalletService (integration, real PostgreSQL)', () => {
  let app: ServiceModule;
  let wallet: WalletService;

  beforeAll(async () => {
    app = await startServiceModule([WalletModule]);
    wallet = app.module.get(WalletService);
  });
  afterAll(async () => {
    await app.close();
  });

  const balance = (held: HeldAccount, currency: Currency) => wallet.balance(held, currency);
  const expectLedgerConsistent = (held: HeldAccount, currency: Currency) =>
    expectHeldLedgerConsistent(app, held, currency);
  const expectBooksBalanced = () => expectBooksBalancedIn(app);
  const players = (count: number) => insertCharacters(app.dataSource, count);
  const seed = (accounts: HeldAccount[], currency: Currency, amount: number) =>
    seedAccounts(app, accounts, currency, amount);

  /** Fires a seeded mix in parallel and checks every invariant of DESIGN.md section 4. */
  async function runConcurrentMix(
    held: (characterId: number) => HeldAccount,
    currency: Currency,
    count: number,
    mixSeed: number,
  ) {
    const SEED_BALANCE = 1000;
    const accounts = (await players(5)).map((player) => held(player.characterId));
    const short = INSUFFICIENT[`${accounts[0].kind}:${currency}`];
    await seed(accounts, currency, SEED_BALANCE);
    const mix = buildMix(mixSeed, count, accounts, SEED_BALANCE);

    const results = await Promise.allSettled(
      mix.map((operation, index) =>
        wallet.apply({
          transfers: [transferOf(operation, currency)],
          reason: `test_mix_${operation.kind}`,
          reference: `mix:${mixSeed}:${index}`,
        }),
      ),
    );

    // Every rejection is the domain's "not enough" error: no deadlock, serialization failure or CHECK violation escaped.
    const unexpected = results.flatMap((result, index) =>
      result.status === 'rejected' && !(result.reason instanceof DomainError && result.reason.code === short)
        ? [`#${index} ${mix[index].kind}: ${String(result.reason?.code ?? '')} ${String(result.reason)}`]
        : [],
    );
    expect(unexpected).toEqual([]);

    // The mix really exercised both outcomes of every kind that can fail.
    const outcome = (kind: MixOperation['kind'], status: PromiseSettledResult<unknown>['status']) =>
      results.filter((result, index) => mix[index].kind === kind && result.status === status).length;
    expect(outcome('debit', 'fulfilled')).toBeGreaterThan(0);
    expect(outcome('debit', 'rejected')).toBeGreaterThan(0);
    expect(outcome('transfer', 'fulfilled')).toBeGreaterThan(0);
    expect(outcome('transfer', 'rejected')).toBeGreaterThan(0);
    expect(outcome('credit', 'rejected')).toBe(0);

    // Balances: never negative; each equals its ledger; the total moved only by successful credits and debits.
    const balances = await Promise.all(accounts.map((held) => balance(held, currency)));
    for (const value of balances) expect(value).toBeGreaterThanOrEqual(0);
    for (const held of accounts) await expectLedgerConsistent(held, currency);
    let expectedTotal = SEED_BALANCE * accounts.length;
    mix.forEach((operation, index) => {
      if (results[index].status !== 'fulfilled') return;
      if (operation.kind === 'credit') expectedTotal += operation.amount;
      if (operation.kind === 'debit') expectedTotal -= operation.amount;
    });
    expect(balances.reduce((sum, value) => sum + value, 0)).toBe(expectedTotal);

    // All-or-nothing, even under contention: a fulfilled operation left exactly two entries of one
    // transfer netting to zero (on the system account `mint:`/`sink:` + reason for credits and debits),
    // a rejected one left none.
    const entries: {
      reference: string;
      transfer_id: string;
      delta: string;
      system_account: string | null;
    }[] = await app.dataSource.query(
      `SELECT reference, transfer_id, delta, system_account FROM ledger_entries WHERE reference LIKE $1`,
      [`mix:${mixSeed}:%`],
    );
    const byReference = new Map<string, typeof entries>();
    for (const entry of entries)
      byReference.set(entry.reference, [...(byReference.get(entry.reference) ?? []), entry]);
    mix.forEach((operation, index) => {
      const recorded = byReference.get(`mix:${mixSeed}:${index}`) ?? [];
      const fulfilled = results[index].status === 'fulfilled';
      expect({ index, entries: recorded.length }).toEqual({ index, entries: fulfilled ? 2 : 0 });
      if (!fulfilled) return;
      expect(new Set(recorded.map((entry) => entry.transfer_id)).size).toBe(1);
      expect(recorded.reduce((sum, entry) => sum + Number(entry.delta), 0)).toBe(0);
      const system = recorded.map((entry) => entry.system_account).filter(Boolean);
      expect(system).toEqual(
        operation.kind === 'transfer'
          ? []
          : [`${operation.kind === 'credit' ? 'mint' : 'sink'}:test_mix_${operation.kind}`],
      );
    });
    await expectBooksBalanced();
  }

  describe('200 concurrent operations on 5 accounts', () => {
    it('keeps cash money consistent: no negative balance, balance = ledger sum, transfers conserve, only INSUFFICIENT_MONEY rejections', async () => {
      await runConcurrentMix(account.cash, Currency.MONEY, 200, 20240611);
    });

    it('keeps blackcoins consistent under the same kind of load', async () => {
      await runConcurrentMix(account.cash, Currency.BLACKCOINS, 120, 7);
    });

    it('keeps bank balances consistent under the same kind of load', async () => {
      await runConcurrentMix(account.bank, Currency.MONEY, 120, 99);
    });

    it('keeps gang treasuries consistent: an account that is not a character is just another account', async () => {
      let gangId = 700_000;
      await runConcurrentMix(() => account.gangTreasury(gangId++), Currency.MONEY, 120, 5);
    });
  });
});
