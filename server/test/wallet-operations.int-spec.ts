import { DomainError } from '../src/common/errors/domain-error';
import { account, Currency, HeldAccount } from '../src/modules/wallet/account';
import { WalletErrorCode } from '../src/modules/wallet/wallet.errors';
import { WalletModule } from '../src/modules/wallet/wallet.module';
import { WalletService } from '../src/modules/wallet/wallet.service';
import { insertCharacters, ServiceModule, startServiceModule } from './support/service-module';
import {
  expectBooksBalanced as expectBooksBalancedIn,
  expectLedgerConsistent as expectHeldLedgerConsistent,
  heldLedger,
  seedAccounts,
} from './support/wallet-books';

/**
 * The wallet under concurrency (DESIGN.md section 4): accounts, transfers written as two ledger
 * entries, conditional atomic updates, all-or-nothing operations, ascending lock order, idempotency
 * keys, system accounts per reason, and the conservation audit after it all.
 * This file: all-or-nothing, idempotency keys, errors.
 */

jest.setTimeout(60_000);

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
  const ledger = (held: HeldAccount, currency: Currency) => heldLedger(app, held, currency);
  const expectLedgerConsistent = (held: HeldAccount, currency: Currency) =>
    expectHeldLedgerConsistent(app, held, currency);
  const expectBooksBalanced = () => expectBooksBalancedIn(app);
  const players = (count: number) => insertCharacters(app.dataSource, count);
  const seed = (accounts: HeldAccount[], currency: Currency, amount: number) =>
    seedAccounts(app, accounts, currency, amount);

  describe('all-or-nothing', () => {
    it('leaves the first leg unapplied when a later leg fails', async () => {
      const [low, high] = (await players(2)).sort((a, b) => a.characterId - b.characterId);
      await seed([account.cash(low.characterId), account.cash(high.characterId)], Currency.MONEY, 1000);

      // Legs run in ascending account order: the credit on the lower id runs first and succeeds, then
      // the debit on the higher id fails, so the whole operation must roll back.
      const attempt = wallet.apply({
        transfers: [
          {
            from: account.cash(high.characterId),
            to: account.cash(low.characterId),
            currency: Currency.MONEY,
            amount: 5000,
          },
        ],
        reason: 'test_partial',
      });
      await expect(attempt).rejects.toMatchObject({ code: WalletErrorCode.INSUFFICIENT_MONEY, status: 400 });
      expect(await balance(account.cash(low.characterId), Currency.MONEY)).toBe(1000);
      expect(await balance(account.cash(high.characterId), Currency.MONEY)).toBe(1000);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries WHERE reason = 'test_partial'`,
      );
      expect(count).toBe(0);
    });

    it('rolls back a money transfer when a blackcoin transfer of the same operation fails (mixed currencies)', async () => {
      const [player] = await players(1);
      const cash = account.cash(player.characterId);
      await seed([cash], Currency.MONEY, 500);
      // Buying money with blackcoins the player does not have: the money is credited first, then it fails.
      await expect(
        wallet.apply({
          transfers: [
            { from: 'mint', to: cash, currency: Currency.MONEY, amount: 10_000 },
            { from: cash, to: 'sink', currency: Currency.BLACKCOINS, amount: 3 },
          ],
          reason: 'test_mixed_partial',
        }),
      ).rejects.toMatchObject({ code: WalletErrorCode.INSUFFICIENT_BLACKCOINS });
      expect(await balance(cash, Currency.MONEY)).toBe(500);
      expect(await balance(cash, Currency.BLACKCOINS)).toBe(0);
      await expectLedgerConsistent(cash, Currency.MONEY);
    });

    it('pays into and out of one account in one operation without failing halfway (credit first)', async () => {
      const [a, b] = await players(2);
      const [cashA, cashB] = [account.cash(a.characterId), account.cash(b.characterId)];
      // A has nothing: it can pass on 300 only because it receives them in the same operation.
      const result = await wallet.apply({
        transfers: [
          { from: cashA, to: cashB, currency: Currency.MONEY, amount: 300 },
          { from: 'mint', to: cashA, currency: Currency.MONEY, amount: 300 },
        ],
        reason: 'test_pass_through',
      });
      expect(result.map((r) => [r.account.ownerId, r.balanceAfter])).toEqual(
        expect.arrayContaining([
          [a.characterId, 0],
          [b.characterId, 300],
        ]),
      );
      await expectLedgerConsistent(cashA, Currency.MONEY);
    });
  });

  describe('idempotency keys', () => {
    it('applies a key once when the same operation is sent twice in a row', async () => {
      const [a, b] = await players(2);
      const [cashA, cashB] = [account.cash(a.characterId), account.cash(b.characterId)];
      await seed([cashA], Currency.MONEY, 1000);
      const operation = {
        transfers: [{ from: cashA, to: cashB, currency: Currency.MONEY, amount: 300 }],
        reason: 'test_idempotent' as const,
        idempotencyKey: `seq-${a.characterId}`,
      };
      const first = await wallet.apply(operation);
      const second = await wallet.apply(operation);
      expect(first).toHaveLength(2);
      expect(second).toEqual([]);
      expect(await balance(cashA, Currency.MONEY)).toBe(700);
      expect(await balance(cashB, Currency.MONEY)).toBe(300);
      await expectLedgerConsistent(cashA, Currency.MONEY);
      await expectLedgerConsistent(cashB, Currency.MONEY);
    });

    it('applies a key once when ten copies of a credit race', async () => {
      const [player] = await players(1);
      const cash = account.cash(player.characterId);
      const key = `race-credit-${player.characterId}`;
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          wallet.apply({
            transfers: [{ from: 'mint', to: cash, currency: Currency.MONEY, amount: 250 }],
            reason: 'test_idempotent',
            idempotencyKey: key,
          }),
        ),
      );
      expect(
        results
          .filter((r) => r.status === 'rejected')
          .map((r) => String((r as PromiseRejectedResult).reason)),
      ).toEqual([]);
      expect(results.filter((r) => r.status === 'fulfilled' && r.value.length > 0)).toHaveLength(1);
      expect(await balance(cash, Currency.MONEY)).toBe(250);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries WHERE idempotency_key LIKE $1`,
        [`${key}#%`],
      );
      expect(count).toBe(2);
      await expectLedgerConsistent(cash, Currency.MONEY);
    });

    it('applies a key once when ten copies of a transfer race, and every copy reports success', async () => {
      const [a, b] = await players(2);
      const [cashA, cashB] = [account.cash(a.characterId), account.cash(b.characterId)];
      await seed([cashA], Currency.MONEY, 1000);
      const key = `race-transfer-${a.characterId}`;
      // 600 can be paid once, not twice: a racing copy must still be recognised as "already applied",
      // not answered with INSUFFICIENT_MONEY for an operation that succeeded.
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          wallet.apply({
            transfers: [{ from: cashA, to: cashB, currency: Currency.MONEY, amount: 600 }],
            reason: 'test_idempotent',
            idempotencyKey: key,
          }),
        ),
      );
      expect(await balance(cashA, Currency.MONEY)).toBe(400);
      expect(await balance(cashB, Currency.MONEY)).toBe(600);
      const rejected = results.flatMap((r) =>
        r.status === 'rejected' ? [`${(r.reason as DomainError).code ?? ''} ${String(r.reason)}`] : [],
      );
      expect(rejected).toEqual([]);
      expect(results.filter((r) => r.status === 'fulfilled' && r.value.length > 0)).toHaveLength(1);
    });
  });

  describe('errors', () => {
    it('answers ACCOUNT_NOT_FOUND for an owner id beyond the id range and changes nothing', async () => {
      const [player] = await players(1);
      const cash = account.cash(player.characterId);
      await seed([cash], Currency.MONEY, 100);
      await expect(
        wallet.apply({
          transfers: [{ from: cash, to: account.cash(2 ** 31), currency: Currency.MONEY, amount: 50 }],
          reason: 'test_unknown',
        }),
      ).rejects.toMatchObject({ code: WalletErrorCode.ACCOUNT_NOT_FOUND, status: 404 });
      expect(await balance(cash, Currency.MONEY)).toBe(100);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries WHERE reason = 'test_unknown'`,
      );
      expect(count).toBe(0);
    });

    it('refuses an amount that is not a positive whole number before touching the database', async () => {
      const [player] = await players(1);
      for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2])
        await expect(
          wallet.apply({
            transfers: [
              { from: 'mint', to: account.cash(player.characterId), currency: Currency.MONEY, amount },
            ],
            reason: 'test_amount',
          }),
        ).rejects.toBeInstanceOf(RangeError);
    });

    it('names the account that ran short: blackcoins, bank and treasury have their own codes', async () => {
      const [player] = await players(1);
      const [cash, bank, treasury] = [
        account.cash(player.characterId),
        account.bank(player.characterId),
        account.gangTreasury(player.characterId),
      ];
      await seed([cash], Currency.BLACKCOINS, 5);
      await seed([bank], Currency.MONEY, 50);
      const spend = (from: HeldAccount, currency: Currency, amount: number) =>
        wallet.apply({ transfers: [{ from, to: 'sink', currency, amount }], reason: 'test_short' });
      await expect(spend(cash, Currency.BLACKCOINS, 6)).rejects.toMatchObject({
        code: WalletErrorCode.INSUFFICIENT_BLACKCOINS,
        message: 'لا تملك عملات سوداء كافية',
      });
      await expect(spend(bank, Currency.MONEY, 51)).rejects.toMatchObject({
        code: WalletErrorCode.INSUFFICIENT_BANK_BALANCE,
        message: 'رصيدك في البنك غير كافٍ',
      });
      // An account that never held anything has a balance of zero.
      await expect(spend(treasury, Currency.MONEY, 1)).rejects.toMatchObject({
        code: WalletErrorCode.INSUFFICIENT_TREASURY,
      });
      // Spending exactly the balance is allowed (CHECK >= 0, not > 0).
      await spend(cash, Currency.BLACKCOINS, 5);
      expect(await balance(cash, Currency.BLACKCOINS)).toBe(0);
      expect(await balance(bank, Currency.MONEY)).toBe(50);
      await expectLedgerConsistent(cash, Currency.BLACKCOINS);
      await expectLedgerConsistent(bank, Currency.MONEY);
    });

    it('writes a deposit as one transfer of two entries: cash down, bank up, balances after each', async () => {
      const [player] = await players(1);
      const [cash, bank] = [account.cash(player.characterId), account.bank(player.characterId)];
      await seed([cash], Currency.MONEY, 800);
      const result = await wallet.apply({
        transfers: [{ from: cash, to: bank, currency: Currency.MONEY, amount: 300 }],
        reason: 'bank_deposit',
      });
      expect(result.map(({ account: held, balanceAfter }) => [held.kind, balanceAfter]).sort()).toEqual([
        ['bank', 300],
        ['cash', 500],
      ]);
      const [deposit] = (await ledger(bank, Currency.MONEY)).slice(-1);
      const [withdrawal] = (await ledger(cash, Currency.MONEY)).slice(-1);
      expect(deposit.transferId).toBe(withdrawal.transferId);
      expect([deposit.delta, withdrawal.delta]).toEqual([300, -300]);
      await expectBooksBalanced();
    });
  });

  describe('one operation, several reasons (issue 28, item 5)', () => {
    it('writes each transfer with its own reason and system account, under one idempotency key', async () => {
      const [buyer, seller, bystander] = await players(3);
      const buyerCash = account.cash(buyer.characterId);
      await seed([buyerCash], Currency.MONEY, 1_000);
      await seed([account.cash(bystander.characterId)], Currency.MONEY, 777);
      const operation = {
        transfers: [
          {
            from: buyerCash,
            to: account.cash(seller.characterId),
            currency: Currency.MONEY,
            amount: 95,
            reason: 'test_sale' as const,
          },
          {
            from: buyerCash,
            to: 'sink' as const,
            currency: Currency.MONEY,
            amount: 5,
            reason: 'test_fee' as const,
          },
        ],
        reason: 'test_sale' as const,
        reference: 'test:several-reasons',
        idempotencyKey: `test-several-reasons:${buyer.characterId}`,
        alsoRead: [{ account: account.cash(bystander.characterId), currency: Currency.MONEY }],
      };
      const balances = await wallet.apply(operation);
      expect(balances.map((b) => [b.account.ownerId, b.balanceAfter])).toEqual(
        expect.arrayContaining([
          [buyer.characterId, 900],
          [seller.characterId, 95],
          [bystander.characterId, 777],
        ]),
      );
      const rows = await app.dataSource.query(
        `SELECT reason, coalesce(system_account, 'held') AS account, delta::int AS delta
           FROM ledger_entries WHERE reference = 'test:several-reasons' ORDER BY reason, delta`,
      );
      expect(rows).toEqual([
        { reason: 'test_fee', account: 'held', delta: -5 },
        { reason: 'test_fee', account: 'sink:test_fee', delta: 5 },
        { reason: 'test_sale', account: 'held', delta: -95 },
        { reason: 'test_sale', account: 'held', delta: 95 },
      ]);
      // The same key again changes nothing.
      expect(await wallet.apply(operation)).toEqual([]);
      expect(await balance(buyerCash, Currency.MONEY)).toBe(900);
      await expectLedgerConsistent(buyerCash, Currency.MONEY);
      await expectBooksBalanced();
    });

    it('reads an account it does not move without the lock statement too', async () => {
      const [player, other] = await players(2);
      await seed([account.cash(other.characterId)], Currency.MONEY, 42);
      const balances = await wallet.apply({
        transfers: [
          { from: 'mint', to: account.cash(player.characterId), currency: Currency.MONEY, amount: 10 },
        ],
        reason: 'test_grant',
        alsoRead: [
          { account: account.cash(other.characterId), currency: Currency.MONEY },
          { account: account.bank(other.characterId), currency: Currency.MONEY },
        ],
      });
      expect(balances.map((b) => [b.account.kind, b.account.ownerId, b.balanceAfter])).toEqual([
        ['cash', player.characterId, 10],
        ['cash', other.characterId, 42],
        ['bank', other.characterId, 0],
      ]);
    });
  });
});
