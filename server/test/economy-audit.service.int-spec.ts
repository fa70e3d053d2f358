import { returnedRows } from '../src/infra/database/transaction';
import { account, Currency } from '../src/modules/wallet/account';
import type { CurrencyAuditDto, EconomyAuditDto } from '../src/modules/wallet/economy-audit.dto';
import { EconomyAuditService } from '../src/modules/wallet/economy-audit.service';
import { WalletModule } from '../src/modules/wallet/wallet.module';
import { WalletService } from '../src/modules/wallet/wallet.service';
import { insertCharacters, ServiceModule, startServiceModule } from './support/service-module';
import { expectBooksBalanced } from './support/wallet-books';

/**
 * The conservation audit at the service level (DESIGN.md section 4): EconomyAuditService on the
 * wallet module and a database of its own (so it may forge rows the shared app's other files must
 * never see), no HTTP. Per currency what each reason created and destroyed and what each kind of
 * account holds, the checks that find a balance changed behind the wallet and a transfer without its
 * other half, and one consistent snapshot while operations run. The admin route, the admin balance
 * routes and the migration are in economy-audit.int-spec.ts.
 */

jest.setTimeout(60_000);

describe('EconomyAuditService (service level, real PostgreSQL)', () => {
  let app: ServiceModule;
  let audit: EconomyAuditService;
  let wallet: WalletService;

  beforeAll(async () => {
    app = await startServiceModule([WalletModule]);
    audit = app.module.get(EconomyAuditService);
    wallet = app.module.get(WalletService);
  });
  afterAll(async () => {
    await app?.close();
  });

  const currencyOf = (currencies: CurrencyAuditDto[], currency: Currency) =>
    currencies.find((c) => c.currency === currency)!;

  it('shows per currency what each reason created and destroyed, what each kind of account holds, and totals that add up', async () => {
    const [a, b] = await insertCharacters(app.dataSource, 2);
    const cashA = account.cash(a.characterId);
    type Operation = Parameters<WalletService['apply']>[0];
    const money = (transfers: Operation['transfers'], reason: Operation['reason']) =>
      wallet.apply({ transfers, reason });
    await money([{ from: 'mint', to: cashA, currency: Currency.MONEY, amount: 5_000 }], 'test_grant');
    await money([{ from: 'mint', to: cashA, currency: Currency.BLACKCOINS, amount: 30 }], 'test_grant');
    await money(
      [{ from: cashA, to: account.bank(a.characterId), currency: Currency.MONEY, amount: 2_000 }],
      'bank_deposit',
    );
    await money(
      [{ from: cashA, to: account.gangTreasury(1), currency: Currency.MONEY, amount: 300 }],
      'gang_contribution',
    );
    await money(
      [{ from: cashA, to: account.cash(b.characterId), currency: Currency.MONEY, amount: 250 }],
      'test_transfer',
    );
    await money([{ from: cashA, to: 'sink', currency: Currency.MONEY, amount: 700 }], 'admin_adjustment');
    await money([{ from: cashA, to: 'sink', currency: Currency.BLACKCOINS, amount: 4 }], 'vip_purchase');

    const books = await audit.audit();
    expect({
      ok: books.ok,
      mismatched: books.mismatchedAccounts,
      unbalanced: books.unbalancedTransfers,
    }).toEqual({ ok: true, mismatched: [], unbalanced: [] });
    expect(Date.parse(books.checkedAt)).not.toBeNaN();
    expect(currencyOf(books.currencies, Currency.MONEY)).toEqual({
      currency: Currency.MONEY,
      created: [{ reason: 'test_grant', amount: 5_000 }],
      destroyed: [{ reason: 'admin_adjustment', amount: 700 }],
      legacy: [],
      held: [
        { kind: 'bank', accounts: 1, amount: 2_000 },
        { kind: 'cash', accounts: 2, amount: 5_000 - 2_000 - 300 - 700 },
        { kind: 'gang_treasury', accounts: 1, amount: 300 },
      ],
      totalCreated: 5_000,
      totalDestroyed: 700,
      totalLegacy: 0,
      totalHeld: 4_300,
      ledgerSum: 0,
      balanced: true,
    });
    expect(currencyOf(books.currencies, Currency.BLACKCOINS)).toMatchObject({
      created: [{ reason: 'test_grant', amount: 30 }],
      destroyed: [{ reason: 'vip_purchase', amount: 4 }],
      totalHeld: 26,
      ledgerSum: 0,
      balanced: true,
    });
  });

  it('finds a balance changed behind the wallet, and a ledger row without its other half', async () => {
    const [player] = await insertCharacters(app.dataSource, 1);
    await wallet.apply({
      transfers: [
        { from: 'mint', to: account.cash(player.characterId), currency: Currency.MONEY, amount: 100 },
      ],
      reason: 'test_grant',
    });
    const [{ id }] = returnedRows<{ id: string }>(
      await app.dataSource.query(
        `UPDATE wallet_accounts SET balance = balance + 1 WHERE kind = 'cash' AND owner_id = $1 AND currency = 'money' RETURNING id`,
        [player.characterId],
      ),
    );
    const [{ transfer_id }] = await app.dataSource.query(
      `INSERT INTO ledger_entries (transfer_id, system_account, currency, delta, reason)
       VALUES (nextval('ledger_transfer_id_seq'), 'mint:forged', 'blackcoins', -9, 'forged') RETURNING transfer_id`,
    );
    try {
      const books = await audit.audit();
      expect(books.ok).toBe(false);
      expect(books.mismatchedAccounts).toEqual([
        expect.objectContaining({
          accountId: Number(id),
          ownerId: player.characterId,
          balance: 101,
          ledgerBalance: 100,
        }),
      ]);
      expect(books.unbalancedTransfers).toEqual([Number(transfer_id)]);
      const blackcoins = currencyOf(books.currencies, Currency.BLACKCOINS);
      expect({ ledgerSum: blackcoins.ledgerSum, balanced: blackcoins.balanced }).toEqual({
        ledgerSum: -9,
        balanced: false,
      });
      // The money books still add up except for the forged unit: held is one more than created.
      const money = currencyOf(books.currencies, Currency.MONEY);
      expect(money.totalHeld - (money.totalCreated - money.totalDestroyed)).toBe(1);
      expect(money.balanced).toBe(false);
    } finally {
      // Put the books back for the other tests of this file.
      await app.dataSource.query(`UPDATE wallet_accounts SET balance = balance - 1 WHERE id = $1`, [id]);
      await app.dataSource.query(`DELETE FROM ledger_entries WHERE transfer_id = $1`, [transfer_id]);
    }
    expect((await audit.audit()).ok).toBe(true);
  });

  it('reads one snapshot: audits taken while 200 operations run never see half of one', async () => {
    const players = await insertCharacters(app.dataSource, 6);
    for (const player of players)
      await wallet.apply({
        transfers: [
          { from: 'mint', to: account.cash(player.characterId), currency: Currency.MONEY, amount: 2_000 },
        ],
        reason: 'test_grant',
      });
    // An audit every 20 operations, queued for a connection among them.
    const audits: Promise<EconomyAuditDto>[] = [];
    const operations = Array.from({ length: 200 }, (_, index) => {
      if (index % 20 === 10) audits.push(audit.audit());
      const player = players[index % players.length];
      const other = players[(index + 1) % players.length];
      const cash = account.cash(player.characterId);
      const transfers =
        index % 3 === 0
          ? [{ from: cash, to: account.bank(player.characterId), currency: Currency.MONEY, amount: 150 }]
          : index % 3 === 1
            ? [{ from: cash, to: account.cash(other.characterId), currency: Currency.MONEY, amount: 333 }]
            : [
                { from: cash, to: 'sink' as const, currency: Currency.MONEY, amount: 90 },
                {
                  from: 'mint' as const,
                  to: account.cash(other.characterId),
                  currency: Currency.MONEY,
                  amount: 45,
                },
              ];
      return wallet.apply({ transfers, reason: 'test_mix' }).then(
        () => true,
        () => false,
      );
    });
    expect((await Promise.all(operations)).filter(Boolean).length).toBeGreaterThan(100);
    const seen = await Promise.all(audits);
    expect(
      seen.map((books) => ({
        ok: books.ok,
        mismatched: books.mismatchedAccounts,
        unbalanced: books.unbalancedTransfers,
      })),
    ).toEqual(Array(10).fill({ ok: true, mismatched: [], unbalanced: [] }));
    await expectBooksBalanced(app);
  });
});
