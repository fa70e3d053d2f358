import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '../src/infra/database/data-source';
import { account, Currency } from '../src/modules/wallet/account';
import type { WalletService } from '../src/modules/wallet/wallet.service';
import { api, connectSocket, createPlayer, nextEvent } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { databaseUrl, dropDatabase, onServer } from './support/databases';
import { balancesOf, givenAdmin, givenPlayer, ledgerSum } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The economy's books (DESIGN.md section 4): `GET /api/admin/economy/audit`, the admin balance routes
 * that mint and sink, and the migration that moved balances from characters into wallet accounts.
 * What the audit finds in forged books, and its one snapshot, are tested on the service in
 * economy-audit.service.int-spec.ts.
 */

jest.setTimeout(60_000);

describe('economy audit', () => {
  let app: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await givenAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const audit = async () => {
    const response = await api(app, 'GET', '/api/admin/economy/audit', { token: adminToken });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('is for admins only', async () => {
    const player = await createPlayer(app);
    expect((await api(app, 'GET', '/api/admin/economy/audit', { token: player.token })).status).toBe(403);
    expect((await api(app, 'GET', '/api/admin/economy/audit')).status).toBe(401);
  });

  it('shows what each reason created and destroyed, what players hold, and that every currency sums to zero', async () => {
    const before = await audit();
    const rich = await givenPlayer(app, { level: 11, money: 5000, blackcoins: 30 });
    await api(app, 'POST', '/api/bank/deposit', { token: rich.token, body: { amount: 2000 } });
    await api(app, 'POST', `/api/admin/characters/${rich.characterId}/money`, {
      token: adminToken,
      body: { amount: -700 },
    });
    const after = await audit();
    expect(after.ok).toBe(true);
    expect(after.mismatchedAccounts).toEqual([]);
    expect(after.unbalancedTransfers).toEqual([]);

    const money = (body: any) => body.currencies.find((c: any) => c.currency === 'money');
    const amountOf = (rows: { reason: string; amount: number }[], reason: string) =>
      rows.find((row) => row.reason === reason)?.amount ?? 0;
    const heldIn = (body: any, kind: string) =>
      money(body).held.find((row: any) => row.kind === kind)?.amount ?? 0;
    expect(amountOf(money(after).created, 'test_grant') - amountOf(money(before).created, 'test_grant')).toBe(
      5000,
    );
    expect(
      amountOf(money(after).destroyed, 'admin_adjustment') -
        amountOf(money(before).destroyed, 'admin_adjustment'),
    ).toBe(700);
    expect(heldIn(after, 'bank') - heldIn(before, 'bank')).toBe(2000);
    expect(heldIn(after, 'cash') - heldIn(before, 'cash')).toBe(2300);
    for (const currency of after.currencies) {
      expect({
        currency: currency.currency,
        ledgerSum: currency.ledgerSum,
        balanced: currency.balanced,
      }).toEqual({
        currency: currency.currency,
        ledgerSum: 0,
        balanced: true,
      });
      expect(currency.totalCreated + currency.totalLegacy - currency.totalDestroyed).toBe(currency.totalHeld);
    }
  });

  describe('admin balance routes', () => {
    it('mints an addition and sinks a deduction; a deduction larger than the balance is 400 and changes nothing', async () => {
      const player = await createPlayer(app);
      const added = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 250 },
      });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ success: true, characterId: player.characterId, balance: 250 });
      const refused = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: -251 },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'DEDUCTION_EXCEEDS_BALANCE',
        message: 'لا يملك اللاعب إلا ٢٥٠ من المال',
      });
      expect((await balancesOf(app, player.characterId)).money).toBe(250);
      const hud = await api(app, 'GET', '/api/character/hud', { token: player.token });
      expect(hud.body.money).toBe(250);
      const entries = await app.dataSource.query(
        `SELECT l.delta::int, l.balance_after::int, l.system_account, l.reference FROM ledger_entries l
          WHERE l.transfer_id IN (SELECT l2.transfer_id FROM ledger_entries l2 JOIN wallet_accounts a ON a.id = l2.account_id
                                   WHERE a.owner_id = $1 AND a.kind = 'cash') ORDER BY l.id`,
        [player.characterId],
      );
      expect(entries.map((e: any) => [e.delta, e.balance_after, e.system_account])).toEqual([
        [250, 250, null],
        [-250, null, 'mint:admin_adjustment'],
      ]);
      expect(entries[0].reference).toMatch(/^admin:/);
    });

    it('answers 404 ACCOUNT_NOT_FOUND for an unknown character, without minting anything', async () => {
      const response = await api(app, 'POST', '/api/admin/characters/999999999/money', {
        token: adminToken,
        body: { amount: 10 },
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'الشخصية غير موجودة' });
      const beyond = await api(app, 'POST', `/api/admin/characters/${2 ** 31}/blackcoins`, {
        token: adminToken,
        body: { amount: 10 },
      });
      expect(beyond.body).toMatchObject({ statusCode: 404, code: 'ACCOUNT_NOT_FOUND' });
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM wallet_accounts WHERE owner_id = 999999999`,
      );
      expect(count).toBe(0);
    });

    it('adds blackcoins through /blackcoins, records them in the ledger and pushes hud:update', async () => {
      const player = await createPlayer(app);
      const socket = await connectSocket(app, player.token);
      try {
        const update = nextEvent(socket, 'hud:update');
        const response = await api(app, 'POST', `/api/admin/characters/${player.characterId}/blackcoins`, {
          token: adminToken,
          body: { amount: 42 },
        });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ success: true, characterId: player.characterId, balance: 42 });
        const hud = await update;
        expect(hud.blackcoins).toBe(42);
        expect(hud.money).toBe(0);
        expect(hud).toEqual((await api(app, 'GET', '/api/character/hud', { token: player.token })).body);
        expect(await ledgerSum(app, account.cash(player.characterId), Currency.BLACKCOINS)).toBe(42);
        const refused = await api(app, 'POST', `/api/admin/characters/${player.characterId}/blackcoins`, {
          token: adminToken,
          body: { amount: -43 },
        });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          code: 'DEDUCTION_EXCEEDS_BALANCE',
          message: 'لا يملك اللاعب إلا ٤٢ من العملات السوداء',
        });
        expect((await balancesOf(app, player.characterId)).blackcoins).toBe(42);
      } finally {
        await closeSocket(socket);
      }
    });

    it('rejects a zero or fractional amount with the Arabic validation details', async () => {
      const player = await createPlayer(app);
      const zero = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 0 },
      });
      expect(zero.status).toBe(400);
      expect(zero.body).toMatchObject({
        message: 'Validation failed',
        details: ['المبلغ يجب ألا يكون صفراً'],
      });
      const fraction = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 1.5 },
      });
      expect(fraction.status).toBe(400);
      expect(fraction.body.details).toContain('المبلغ يجب أن يكون عدداً صحيحاً');
      expect((await balancesOf(app, player.characterId)).money).toBe(0);
    });
  });

  it('stays balanced after 200 concurrent wallet operations mixed with fights, deposits and admin changes', async () => {
    const wallet = app.app.get<WalletService>('WalletService');
    const players = await Promise.all(
      Array.from({ length: 6 }, () =>
        givenPlayer(app, { level: 11, money: 2000, bankBalance: 500, blackcoins: 10 }),
      ),
    );
    const operations = Array.from({ length: 200 }, (_, index) => {
      const player = players[index % players.length];
      const other = players[(index + 1) % players.length];
      switch (index % 5) {
        case 0:
          return api(app, 'POST', '/api/bank/deposit', { token: player.token, body: { amount: 150 } });
        case 1:
          return api(app, 'POST', '/api/bank/withdraw', { token: player.token, body: { amount: 120 } });
        case 2:
          return api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
            token: adminToken,
            body: { amount: index % 2 ? -90 : 90 },
          });
        case 3:
          return wallet
            .apply({
              transfers: [
                {
                  from: account.cash(player.characterId),
                  to: account.cash(other.characterId),
                  currency: Currency.MONEY,
                  amount: 333,
                },
              ],
              reason: 'test_transfer',
            })
            .catch(() => undefined);
        default:
          return wallet
            .apply({
              transfers: [
                {
                  from: account.cash(player.characterId),
                  to: 'sink',
                  currency: Currency.BLACKCOINS,
                  amount: 1,
                },
              ],
              reason: 'test_spend',
            })
            .catch(() => undefined);
      }
    });
    const results = await Promise.all(operations);
    expect(results.filter((r) => r && 'status' in r && r.status >= 500)).toEqual([]);
    const body = await audit();
    expect({
      ok: body.ok,
      mismatched: body.mismatchedAccounts,
      unbalanced: body.unbalancedTransfers,
    }).toEqual({
      ok: true,
      mismatched: [],
      unbalanced: [],
    });
  });
});

describe('migration to wallet accounts', () => {
  const name = `darkcity_test_wallet_migration_${process.pid}`;
  const url = databaseUrl(name);
  afterAll(async () => {
    await dropDatabase(url);
  });

  it('carries every balance and ledger row over and leaves books that balance', async () => {
    await onServer([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
    const index = MIGRATIONS.findIndex((migration) => migration.name === 'WalletAccounts1763700001100');
    expect(index).toBeGreaterThan(0);
    const before = new DataSource({ ...dataSourceOptions(url), migrations: MIGRATIONS.slice(0, index) });
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.destroy();

    // A database as the old code left it: balances on characters, one-sided ledger rows, an open contract's escrow.
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const ids: number[] = [];
      for (const [n, money, blackcoins, bank] of [
        [1, 700, 5, 300],
        [2, 250, 0, 0],
        [3, 0, 0, 0],
      ]) {
        const {
          rows: [user],
        } = await client.query(`INSERT INTO users (display_name) VALUES ($1) RETURNING id`, [`u${n}`]);
        const {
          rows: [character],
        } = await client.query(
          `INSERT INTO characters (user_id, hp, energy, money, blackcoins, bank_balance) VALUES ($1, 100, 100, $2, $3, $4) RETURNING id`,
          [user.id, money, blackcoins, bank],
        );
        ids.push(character.id);
      }
      const entry = (characterId: number, currency: string, delta: number, after: number, reason: string) =>
        client.query(
          `INSERT INTO ledger_entries (character_id, currency, delta, balance_after, reason) VALUES ($1, $2, $3, $4, $5)`,
          [characterId, currency, delta, after, reason],
        );
      // Character 1: crime reward 1000, deposit 300, contract escrow 200 (still open); 5 blackcoins with no entry.
      await entry(ids[0], 'money', 1000, 1000, 'crime_reward');
      await entry(ids[0], 'money', -300, 700, 'bank_deposit');
      await entry(ids[0], 'bank', 300, 300, 'bank_deposit');
      await client.query(
        `INSERT INTO blood_contracts (poster_character_id, target_character_id, reward, expires_at) VALUES ($1, $2, 200, now() + interval '1 day')`,
        [ids[0], ids[1]],
      );
      await entry(ids[0], 'money', -200, 500, 'contract_escrow');
      await client.query(`UPDATE characters SET money = 500 WHERE id = $1`, [ids[0]]);
      // Character 2: 250 from a crime.
      await entry(ids[1], 'money', 250, 250, 'crime_reward');

      const after = new DataSource(dataSourceOptions(url));
      await after.initialize();
      await after.runMigrations({ transaction: 'each' });
      await after.destroy();

      const balances = await client.query(
        `SELECT kind, owner_id::int, currency, balance::int FROM wallet_accounts WHERE balance > 0 ORDER BY kind, owner_id, currency`,
      );
      expect(balances.rows).toEqual([
        { kind: 'bank', owner_id: ids[0], currency: 'money', balance: 300 },
        { kind: 'cash', owner_id: ids[0], currency: 'blackcoins', balance: 5 },
        { kind: 'cash', owner_id: ids[0], currency: 'money', balance: 500 },
        { kind: 'cash', owner_id: ids[1], currency: 'money', balance: 250 },
        { kind: 'contract_escrow', owner_id: expect.any(Number), currency: 'money', balance: 200 },
      ]);
      // Every old row is still there, on its account.
      const {
        rows: [{ carried }],
      } = await client.query(
        `SELECT count(*)::int AS carried FROM ledger_entries WHERE reference IS NULL AND account_id IS NOT NULL`,
      );
      expect(carried).toBe(5);
      const mismatched = await client.query(
        `SELECT a.id FROM wallet_accounts a LEFT JOIN (SELECT account_id, sum(delta) t FROM ledger_entries GROUP BY account_id) l
             ON l.account_id = a.id WHERE a.balance <> COALESCE(l.t, 0)`,
      );
      expect(mismatched.rows).toEqual([]);
      const sums = await client.query(
        `SELECT currency, sum(delta)::int AS total FROM ledger_entries GROUP BY currency ORDER BY currency`,
      );
      expect(sums.rows).toEqual([
        { currency: 'blackcoins', total: 0 },
        { currency: 'money', total: 0 },
      ]);
      const legacy = await client.query(
        `SELECT system_account, currency, delta::int FROM ledger_entries WHERE system_account IS NOT NULL ORDER BY system_account, currency`,
      );
      expect(legacy.rows).toEqual([
        { system_account: 'legacy:crime_reward', currency: 'money', delta: -1250 },
        { system_account: 'legacy:opening_balance', currency: 'blackcoins', delta: -5 },
      ]);
      const columns = await client.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'characters' AND column_name IN ('money', 'blackcoins', 'bank_balance')`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
