import { api, createPlayer } from './support/api';
import { unique } from './support/accounts';
import { balancesOf, economyAudit, givenAdmin, givenPlayer, Player } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import type { GearSeed } from '../src/modules/gear/gear.seed';

/**
 * The admin back office (issue 15; spec 001 sections 2.3, 2.8, 7 and 9): the guards, the characters
 * list (paging, sorting, filtering, search), the detail, partial updates, the level route, the reset
 * and the audit log; statistics and charts. Blocking is in admin-users-cluster.int-spec.ts.
 */

jest.setTimeout(90_000);

const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/stats/charts'],
  ['GET', '/api/admin/characters'],
  ['GET', '/api/admin/characters/1'],
  ['PUT', '/api/admin/characters/1', { level: 2 }],
  ['POST', '/api/admin/characters/1/level', { level: 2 }],
  ['POST', '/api/admin/characters/1/reset', { confirmation: 'RESET_CHARACTER' }],
  ['POST', '/api/admin/characters/1/money', { amount: 5 }],
  ['POST', '/api/admin/characters/1/blackcoins', { amount: 5 }],
  ['GET', '/api/admin/users/blocked'],
  ['GET', '/api/admin/users/stats'],
  ['GET', '/api/admin/ips/flagged'],
  ['POST', '/api/admin/users/block', { userId: 'nobody', reason: 'x' }],
  ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000/unblock'],
];

describe('admin back office', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await sharedTestApp();
    admin = await givenAdmin(app);
    await app.app.get<GearSeed>('GearSeed').loadIfEmpty();
  });
  afterAll(async () => {
    await app?.close();
  });

  const asAdmin = (method: string, path: string, body?: unknown) =>
    api(app, method, path, { token: admin, body });

  it('refuses every admin route to players (403) and anonymous callers (401), changing nothing', async () => {
    const player = await createPlayer(app);
    for (const [method, path, body] of ADMIN_ROUTES) {
      const asPlayer = await api(app, method, path, { token: player.token, body });
      expect({ route: `${method} ${path}`, status: asPlayer.status }).toEqual({
        route: `${method} ${path}`,
        status: 403,
      });
      const anonymous = await api(app, method, path, { body });
      expect({ route: `${method} ${path}`, status: anonymous.status }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
    }
    expect((await economyAudit(app)).ok).toBe(true);
  });

  describe('the characters list', () => {
    const tag = `q${unique(4)}`;
    let players: Player[];

    beforeAll(async () => {
      // Five players sharing a search tag: levels 5, 9, 2, 7, 3; money and blackcoins in another order.
      const specs = [
        { name: `${tag}_c`, level: 5, money: 300, blackcoins: 1 },
        { name: `${tag}_a`, level: 9, money: 100, blackcoins: 50 },
        { name: `${tag}_e`, level: 2, money: 500, blackcoins: 7 },
        { name: `${tag}_b`, level: 7, money: 200, blackcoins: 30 },
        { name: `${tag}_d`, level: 3, money: 400, blackcoins: 0 },
      ];
      players = [];
      for (const spec of specs)
        players.push(
          await givenPlayer(app, {
            username: spec.name,
            level: spec.level,
            money: spec.money,
            blackcoins: spec.blackcoins,
          }),
        );
    });

    const list = async (query: string) => {
      const response = await asAdmin('GET', `/api/admin/characters?search=${tag}&${query}`);
      expect(response.status).toBe(200);
      return response.body;
    };
    const names = (body: any) => body.characters.map((c: any) => c.name);

    it('searches by part of the username, case-insensitively, and pages 50 by default', async () => {
      const body = await list('');
      expect(body.total).toBe(5);
      expect(body.totalPages).toBe(1);
      expect(body.limit).toBe(50);
      expect((await asAdmin('GET', `/api/admin/characters?search=${tag.toUpperCase()}_A`)).body.total).toBe(
        1,
      );
      expect((await asAdmin('GET', `/api/admin/characters?search=${tag}_zz`)).body).toMatchObject({
        characters: [],
        total: 0,
        totalPages: 1,
      });
      // LIKE wildcards are taken literally.
      expect((await asAdmin('GET', `/api/admin/characters?search=%25%25${tag}`)).body.total).toBe(0);
    });

    it('sorts by level, name, money and blackcoins', async () => {
      expect(names(await list('sortBy=level'))).toEqual([
        `${tag}_a`,
        `${tag}_b`,
        `${tag}_c`,
        `${tag}_d`,
        `${tag}_e`,
      ]);
      expect(names(await list('sortBy=name'))).toEqual([
        `${tag}_a`,
        `${tag}_b`,
        `${tag}_c`,
        `${tag}_d`,
        `${tag}_e`,
      ]);
      expect(names(await list('sortBy=money'))).toEqual([
        `${tag}_e`,
        `${tag}_d`,
        `${tag}_c`,
        `${tag}_b`,
        `${tag}_a`,
      ]);
      expect(names(await list('sortBy=blackcoins'))).toEqual([
        `${tag}_a`,
        `${tag}_b`,
        `${tag}_e`,
        `${tag}_c`,
        `${tag}_d`,
      ]);
    });

    it('pages with limit and page', async () => {
      const first = await list('sortBy=name&limit=2&page=1');
      const third = await list('sortBy=name&limit=2&page=3');
      expect(first).toMatchObject({ total: 5, totalPages: 3, page: 1 });
      expect(names(first)).toEqual([`${tag}_a`, `${tag}_b`]);
      expect(names(third)).toEqual([`${tag}_e`]);
      expect(names(await list('sortBy=name&limit=2&page=4'))).toEqual([]);
      // Across the end of the positive balances: tag_d has no blackcoins (no account row).
      expect(names(await list('sortBy=blackcoins&limit=2&page=2'))).toEqual([`${tag}_e`, `${tag}_c`]);
      expect(names(await list('sortBy=blackcoins&limit=2&page=3'))).toEqual([`${tag}_d`]);
      expect(names(await list('sortBy=blackcoins&limit=3&page=2'))).toEqual([`${tag}_c`, `${tag}_d`]);
    });

    it('filters online, offline and banned', async () => {
      const { connectSocket } = await import('./support/api');
      const socket = await connectSocket(app, players[0].token);
      try {
        expect(names(await list('filterStatus=online'))).toEqual([`${tag}_c`]);
        expect(names(await list('filterStatus=offline&sortBy=name'))).toEqual([
          `${tag}_a`,
          `${tag}_b`,
          `${tag}_d`,
          `${tag}_e`,
        ]);
        const online = (await list('filterStatus=online')).characters[0];
        expect(online.User.isOnline).toBe(true);
      } finally {
        socket.close();
      }
      await app.dataSource.query(
        `UPDATE users SET is_banned = true, ban_reason = 'x', banned_at = now() WHERE id = $1`,
        [players[1].userId],
      );
      try {
        const banned = await list('filterStatus=banned');
        expect(names(banned)).toEqual([`${tag}_a`]);
        expect(banned.characters[0].User).toMatchObject({ isBanned: true, banReason: 'x' });
      } finally {
        await app.dataSource.query(
          `UPDATE users SET is_banned = false, ban_reason = NULL, banned_at = NULL WHERE id = $1`,
          [players[1].userId],
        );
      }
    });

    it('answers each row with the spec fields and effective stats', async () => {
      const row = (await list('sortBy=level&limit=1')).characters[0];
      expect(row).toMatchObject({
        id: players[1].characterId,
        name: `${tag}_a`,
        level: 9,
        exp: 0,
        money: 100,
        blackcoins: 50,
        User: { id: players[1].userId, username: `${tag}_a`, isBanned: false, isAdmin: false },
      });
      for (const field of ['energy', 'maxEnergy', 'hp', 'maxHp', 'strength', 'defense'])
        expect(row[field]).toEqual(expect.any(Number));
      expect(row.maxHp).toBe(1800);
    });

    it('refuses bad queries with 400 and Arabic details', async () => {
      for (const query of [
        'page=0',
        'page=abc',
        'limit=101',
        'sortBy=fame',
        'filterStatus=gone',
        'limit=1.5',
      ]) {
        const response = await asAdmin('GET', `/api/admin/characters?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(response.body.details.join(' ')).toMatch(/[\u0600-\u06FF]/);
      }
    });
  });

  describe('one character', () => {
    it('shows the detail with equipment names ("not specified" as null), inventory and audit log', async () => {
      const player = await givenPlayer(app, { level: 3, money: 50_000 });
      const shop = await api(app, 'GET', '/api/shop', { token: player.token });
      const weapon = shop.body.weapons.find((w: any) => w.currency === 'money' && w.price <= 50_000);
      expect(
        (
          await api(app, 'POST', '/api/shop/buy', {
            token: player.token,
            body: { type: 'weapon', itemId: weapon.id },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api(app, 'POST', '/api/inventory/equip', {
            token: player.token,
            body: { type: 'weapon', itemId: weapon.id },
          })
        ).status,
      ).toBe(200);
      await asAdmin('POST', `/api/admin/characters/${player.characterId}/money`, { amount: 1000 });

      const detail = await asAdmin('GET', `/api/admin/characters/${player.characterId}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        id: player.characterId,
        equippedWeapon1: { name: weapon.name, itemId: weapon.id },
        equippedWeapon2: null,
        equippedHeadArmor: null,
        equippedBodyArmor: null,
        equippedHouse: null,
        equippedPet: null,
        equippedRide: null,
        inventory: { totalItems: 1, equippedItems: 1 },
      });
      expect(detail.body.auditLog[0]).toMatchObject({
        action: 'character.money',
        adminUsername: expect.any(String),
        before: { money: 50_000 - weapon.price },
        after: { money: 50_000 - weapon.price + 1000 },
      });
      expect((await asAdmin('GET', '/api/admin/characters/999999')).status).toBe(404);
      expect((await asAdmin('GET', '/api/admin/characters/abc')).status).toBe(400);
    });

    it('refuses a deduction larger than the player holds, saying what the player holds (issue 31 point 8)', async () => {
      const player = await givenPlayer(app, { money: 1500, blackcoins: 30 });
      const coins = await asAdmin('POST', `/api/admin/characters/${player.characterId}/blackcoins`, {
        amount: -31,
      });
      expect(coins.status).toBe(400);
      expect(coins.body).toMatchObject({
        code: 'DEDUCTION_EXCEEDS_BALANCE',
        message: 'لا يملك اللاعب إلا ٣٠ من العملات السوداء',
        balance: 30,
      });
      const money = await asAdmin('POST', `/api/admin/characters/${player.characterId}/money`, {
        amount: -2000,
      });
      expect(money.body).toMatchObject({ message: 'لا يملك اللاعب إلا ١٬٥٠٠ من المال', balance: 1500 });
      expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 1500, blackcoins: 30 });
    });

    it('updates stats partially, validates every field, and logs before and after', async () => {
      const player = await givenPlayer(app, { level: 4 });
      const path = `/api/admin/characters/${player.characterId}`;
      const before = (await asAdmin('GET', path)).body;

      const updated = await asAdmin('PUT', path, { level: 6, strength: before.strength + 50 });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toEqual(expect.any(String));
      // Level 6 base strength is 10 + 2*5 + 10 = 30; trained 50 on top of the old effective value's extras.
      const [row] = await app.dataSource.query(
        `SELECT level, trained_strength, trained_defense FROM characters WHERE id = $1`,
        [player.characterId],
      );
      expect(row.level).toBe(6);
      expect(updated.body.character.strength).toBe(before.strength + 50);
      expect(row.trained_defense).toBe(0);

      const energy = await asAdmin('PUT', path, { energy: 3, hp: 10, exp: 20 });
      expect(energy.body.character).toMatchObject({ energy: 3, hp: 10, exp: 20, level: 6 });

      for (const body of [
        { level: 0 },
        { level: 101 },
        { level: '5' },
        { exp: -1 },
        { strength: 1.5 },
        { energy: null },
        { hp: 'x' },
        { energy: 100_000 },
        { exp: 10_000_000 },
        { strength: 1 },
      ]) {
        const response = await asAdmin('PUT', path, body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect(JSON.stringify(response.body)).toMatch(/[\u0600-\u06FF]/);
      }
      const after = (await asAdmin('GET', path)).body;
      expect(after).toMatchObject({ level: 6, energy: 3, exp: 20, strength: before.strength + 50 });
      expect(after.auditLog.map((e: any) => e.action)).toEqual(['character.update', 'character.update']);
      expect(after.auditLog[1]).toMatchObject({ before: { level: 4 }, after: { level: 6 } });
      expect((await asAdmin('PUT', '/api/admin/characters/999999', { level: 2 })).status).toBe(404);
    });

    it('sets the level through POST level', async () => {
      const player = await givenPlayer(app);
      const response = await asAdmin('POST', `/api/admin/characters/${player.characterId}/level`, {
        level: 12,
      });
      expect(response.status).toBe(200);
      expect(response.body.character.level).toBe(12);
      expect(response.body.character.auditLog[0]).toMatchObject({
        action: 'character.level',
        after: { level: 12 },
      });
      expect((await asAdmin('POST', `/api/admin/characters/${player.characterId}/level`, {})).status).toBe(
        400,
      );
    });

    it('resets a character to a new one: level, stats, cash, bank, inventory, gang; keeps the account and ledger', async () => {
      const player = await givenPlayer(app, { level: 15, money: 200_000, blackcoins: 40, bankBalance: 7000 });
      const member = await givenPlayer(app, { level: 15 });
      await app.dataSource.query(
        `UPDATE characters SET trained_strength = 30, exp = 55, fights_won = 4 WHERE id = $1`,
        [player.characterId],
      );
      const created = await api(app, 'POST', '/api/gangs', {
        token: player.token,
        body: { name: `ع${unique(6)}`, description: 'عصابة' },
      });
      expect(created.status).toBe(201);
      const gangId = created.body.id;
      await api(app, 'POST', `/api/gangs/${gangId}/join-requests`, {
        token: member.token,
        body: { message: 'اقبلني' },
      });
      const requests = await api(app, 'GET', `/api/gangs/${gangId}/join-requests`, { token: player.token });
      await api(app, 'POST', `/api/gangs/${gangId}/join-requests/accept`, {
        token: player.token,
        body: { requestId: requests.body[0].id },
      });
      const shop = await api(app, 'GET', '/api/shop', { token: player.token });
      const weapon = shop.body.weapons.find((w: any) => w.currency === 'money' && w.price <= 100_000);
      await api(app, 'POST', '/api/shop/buy', {
        token: player.token,
        body: { type: 'weapon', itemId: weapon.id, quantity: 2 },
      });
      await api(app, 'POST', '/api/inventory/equip', {
        token: player.token,
        body: { type: 'weapon', itemId: weapon.id },
      });
      const held = await balancesOf(app, player.characterId);
      const [{ count: ledgerBefore }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id WHERE a.owner_id = $1 AND a.kind IN ('cash', 'bank')`,
        [player.characterId],
      );

      // What the reset reason destroyed before (the worker's other files share the books).
      const destroyedByResets = async () =>
        (await economyAudit(app)).currencies
          .find((c) => c.currency === 'money')!
          .destroyed.find((r) => r.reason === 'admin_reset')?.amount ?? 0;
      const destroyedBefore = await destroyedByResets();

      const path = `/api/admin/characters/${player.characterId}/reset`;
      expect((await asAdmin('POST', path, {})).status).toBe(400);
      expect((await asAdmin('POST', path, { confirmation: 'yes' })).status).toBe(400);
      const reset = await asAdmin('POST', path, { confirmation: 'RESET_CHARACTER' });
      expect(reset.status).toBe(200);
      expect(reset.body.removed).toEqual({
        money: held.money,
        blackcoins: 40,
        bankBalance: 7000,
        items: 2,
        leftGangId: gangId,
      });
      expect(reset.body.character).toMatchObject({
        level: 1,
        exp: 0,
        money: 0,
        blackcoins: 0,
        bankBalance: 0,
        strength: 10,
        defense: 5,
        maxHp: 1000,
        hp: 1000,
        maxEnergy: 100,
        energy: 100,
        equippedWeapon1: null,
        inventory: { totalItems: 0, equippedItems: 0, inventory: [] },
      });
      const [row] = await app.dataSource.query(
        `SELECT trained_strength, fights_won, user_id FROM characters WHERE id = $1`,
        [player.characterId],
      );
      expect(row).toEqual({ trained_strength: 0, fights_won: 0, user_id: player.userId });
      // The gang stays with the other member as boss.
      const gang = await api(app, 'GET', `/api/gangs/${gangId}`, { token: member.token });
      expect(gang.body.GangMembers.map((m: any) => [m.userId, m.role])).toEqual([[member.userId, 'BOSS']]);
      // The account still signs in; the ledger kept its history and gained the reset's entries.
      expect((await api(app, 'GET', '/api/character/profile', { token: player.token })).status).toBe(200);
      const [{ count: ledgerAfter }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id WHERE a.owner_id = $1 AND a.kind IN ('cash', 'bank')`,
        [player.characterId],
      );
      expect(ledgerAfter).toBe(ledgerBefore + 3);
      expect((await economyAudit(app)).ok).toBe(true);
      expect((await destroyedByResets()) - destroyedBefore).toBe(held.money + 7000);
      expect(reset.body.character.auditLog[0]).toMatchObject({
        action: 'character.reset',
        before: { level: 15, money: held.money, bankBalance: 7000, blackcoins: 40, gangId },
        after: { level: 1, money: 0 },
      });
    });
  });

  it('answers every field of the stats response and the 30-day charts', async () => {
    // The charts before this test's player: the worker's other files made users too, some perhaps
    // on another game day, so today's counts are compared with what they were.
    const chartsBefore = await asAdmin('GET', '/api/admin/stats/charts');
    expect(chartsBefore.status).toBe(200);
    const levelCount = (body: any, level: number) =>
      body.levels.find((l: any) => l.level === level)?.count ?? 0;
    await givenPlayer(app, { level: 42 });
    const stats = await asAdmin('GET', '/api/admin/stats');
    expect(stats.status).toBe(200);
    const fields = [
      'totalUsers',
      'activeUsers',
      'bannedUsers',
      'totalCharacters',
      'totalMoney',
      'totalBlackcoins',
      'totalExperience',
      'averageLevel',
      'maxLevel',
      'totalCrimes',
      'totalMinistryMissions',
      'totalJobs',
      'totalRides',
      'totalPets',
      'totalWeapons',
      'totalBodyArmors',
      'totalHeadArmors',
      'totalSpecialItems',
      'totalVipPackages',
      'totalMoneyPackages',
      'totalBlackcoinPackages',
      'totalHouses',
      'totalTasks',
      'totalRanks',
      'totalGangs',
    ];
    for (const field of fields)
      expect({ field, value: typeof stats.body[field] }).toEqual({ field, value: 'number' });
    const [counts] = await app.dataSource.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM characters)::int AS characters,
              (SELECT max(level) FROM characters)::int AS max_level, (SELECT count(*) FROM weapons)::int AS weapons,
              (SELECT count(*) FROM armors WHERE slot = 'head')::int AS head`,
    );
    expect(stats.body).toMatchObject({
      totalUsers: counts.users,
      totalCharacters: counts.characters,
      maxLevel: counts.max_level,
      totalWeapons: counts.weapons,
      totalHeadArmors: counts.head,
    });
    expect(stats.body.activeUsers).toBeGreaterThan(0);

    const charts = await asAdmin('GET', '/api/admin/stats/charts');
    expect(charts.status).toBe(200);
    expect(charts.body.days).toHaveLength(30);
    const today = charts.body.days[29];
    expect(today.day).toBe(chartsBefore.body.days[29].day);
    expect(today.newAccounts).toBe(chartsBefore.body.days[29].newAccounts + 1);
    expect(today.newAccounts).toBeLessThanOrEqual(counts.users);
    expect(today.activePlayers).toBeGreaterThan(0);
    expect(levelCount(charts.body, 42)).toBe(levelCount(chartsBefore.body, 42) + 1);
    expect(charts.body.levels.reduce((sum: number, l: any) => sum + l.count, 0)).toBe(counts.characters);
  });
});
