import type { Clock } from '../src/common/clock';
import type { LoginGiftSeed } from '../src/modules/login-gift/login-gift.seed';
import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The daily login gift (DESIGN.md section 6, "Login gift"; spec 002 sections 2.11, 3, 5, 7, 9): one
 * claim per game calendar day (TZ_GAME), the streak advancing 1..15 then 1 and restarting after a
 * missed day, rewards through the wallet and items into the inventory; the admin calendar.
 * Days pass by moving the injected clock, never by waiting.
 */
jest.setTimeout(60_000);

describe('login gift', () => {
  let app: TestApp;
  let admin: string;
  let now: Date;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ env: { TZ_GAME: 'Asia/Riyadh' } });
    admin = await givenAdmin(app);
    expect(await app.app.get<LoginGiftSeed>('LoginGiftSeed').loadIfEmpty()).toBe(15);
    // Noon in Riyadh, so moving whole days never crosses midnight by accident.
    now = new Date('2030-01-10T09:00:00Z');
    jest.spyOn(app.app.get<Clock>('Clock'), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await Promise.all(sockets.map(closeSocket));
    await app?.close();
  });

  const days = (count: number) => {
    now = new Date(now.getTime() + count * 86_400_000);
  };
  const status = async (player: Player) =>
    (await api(app, 'GET', '/api/login-gift', { token: player.token })).body;
  const claim = (player: Player) => api(app, 'POST', '/api/login-gift/claim', { token: player.token });

  it('starts at day 1 with the seeded 15-day calendar', async () => {
    const player = await givenPlayer(app);
    const body = await status(player);
    expect(body).toMatchObject({
      canClaim: true,
      currentDay: 1,
      claimedDays: [],
      streak: 0,
      lastClaimDate: null,
    });
    expect(body.days).toHaveLength(15);
    expect(body.todayGift).toMatchObject({ dayNumber: 1, moneyReward: 500, expReward: 20 });
  });

  it('pays day 1 through the wallet and refuses a second claim the same game day', async () => {
    const player = await givenPlayer(app);
    const first = await claim(player);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      dayNumber: 1,
      reward: { moneyReward: 500, expReward: 20 },
    });
    expect(first.body.status).toMatchObject({ canClaim: false, currentDay: 1, claimedDays: [1], streak: 1 });
    expect((await balancesOf(app, player.characterId)).money).toBe(500);
    const [row] = await app.dataSource.query(`SELECT exp FROM characters WHERE id = $1`, [
      player.characterId,
    ]);
    expect(Number(row.exp)).toBe(20);

    days(0.4); // Later the same day in Riyadh (21:36 local).
    const again = await claim(player);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('لقد استلمت هدية اليوم بالفعل، عد غداً');
    expect((await balancesOf(app, player.characterId)).money).toBe(500);
    days(0.6);
  });

  it('pays once when two claims arrive at once', async () => {
    const player = await givenPlayer(app);
    const results = await Promise.all([claim(player), claim(player), claim(player)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    expect((await balancesOf(app, player.characterId)).money).toBe(500);
  });

  it('advances one day the day after, and restarts at day 1 after a missed day', async () => {
    const player = await givenPlayer(app);
    expect((await claim(player)).body.dayNumber).toBe(1);
    days(1);
    expect((await claim(player)).body.dayNumber).toBe(2);
    days(1);
    const third = await claim(player);
    expect(third.body.dayNumber).toBe(3);
    expect(third.body.status).toMatchObject({ claimedDays: [1, 2, 3], streak: 3 });

    days(2); // A day without a claim.
    const after = await status(player);
    expect(after).toMatchObject({ canClaim: true, currentDay: 1, claimedDays: [], streak: 0 });
    expect((await claim(player)).body.dayNumber).toBe(1);
    // 500 + 1000 + 1500 + 500 (day 1 again); blackcoins only on day 5.
    expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 3500, blackcoins: 0 });
  });

  it('wraps from day 15 to day 1, paying day 15', async () => {
    const player = await givenPlayer(app);
    for (let day = 1; day <= 15; day += 1) {
      const result = await claim(player);
      expect(result.body.dayNumber).toBe(day);
      days(1);
    }
    const wrapped = await claim(player);
    expect(wrapped.body.dayNumber).toBe(1);
    expect(wrapped.body.status.claimedDays).toEqual([1]);
    // Sum of 500 x day over 1..15, plus day 1 again; blackcoins 2 on days 5 and 10, 10 on day 15.
    expect(await balancesOf(app, player.characterId)).toMatchObject({
      money: 500 * 120 + 500,
      blackcoins: 14,
    });
    days(1);
  });

  it('reads the day in the game time zone: a claim after local midnight is the next day', async () => {
    const player = await givenPlayer(app);
    const base = now;
    now = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 20, 30)); // 23:30 Riyadh
    expect((await claim(player)).body.dayNumber).toBe(1);
    now = new Date(now.getTime() + 60 * 60_000); // 00:30 Riyadh, still the same UTC date
    const next = await claim(player);
    expect(next.status).toBe(200);
    expect(next.body.dayNumber).toBe(2);
    now = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + 2, 9));
  });

  it("gives a day's items into the inventory and pushes loginGift:update", async () => {
    const weapon = await api(app, 'POST', '/api/shop/admin/weapons', {
      token: admin,
      body: { name: 'سكين الهدية', damage: 3, price: 100 },
    });
    expect(weapon.status).toBe(201);
    const player = await givenPlayer(app);
    const put = await api(app, 'PUT', '/api/login-gift/admin/config/1', {
      token: admin,
      body: { items: [{ itemType: 'weapon', itemId: weapon.body.id, quantity: 2 }] },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      dayNumber: 1,
      moneyReward: 500,
      items: [{ itemId: weapon.body.id, quantity: 2, name: 'سكين الهدية' }],
    });

    const socket = await connectSocket(app, player.token);
    sockets.push(socket);
    const pushed = nextEvent(socket, 'loginGift:update');
    const inventoryPushed = nextEvent(socket, 'inventory:update');
    expect((await claim(player)).status).toBe(200);
    expect(await pushed).toMatchObject({ canClaim: false, currentDay: 1, claimedDays: [1] });
    await inventoryPushed;
    const inventory = await api(app, 'GET', '/api/inventory', { token: player.token });
    const stack = JSON.stringify(inventory.body);
    expect(stack).toContain('سكين الهدية');
    const [row] = await app.dataSource.query(
      `SELECT quantity FROM inventory_stacks WHERE character_id = $1 AND item_type = 'weapon' AND item_id = $2`,
      [player.characterId, weapon.body.id],
    );
    expect(row.quantity).toBe(2);

    // The socket asks for the calendar and gets the REST body.
    const asked = nextEvent(socket, 'loginGift:update');
    socket.emit('loginGift:request');
    expect(await asked).toEqual(await status(player));

    // Deleting a weapon that is a login gift is refused; once off the calendar (and unowned) it goes.
    const owned = await api(app, 'DELETE', `/api/shop/admin/weapons/${weapon.body.id}`, { token: admin });
    expect(owned.status).toBe(409);
    const other = await api(app, 'POST', '/api/shop/admin/weapons', {
      token: admin,
      body: { name: 'هدية فقط', damage: 2, price: 50 },
    });
    await api(app, 'PUT', '/api/login-gift/admin/config/2', {
      token: admin,
      body: { items: [{ itemType: 'weapon', itemId: other.body.id }] },
    });
    const gift = await api(app, 'DELETE', `/api/shop/admin/weapons/${other.body.id}`, { token: admin });
    expect(gift.status).toBe(409);
    expect(gift.body.message).toContain('هدايا تسجيل الدخول');
    await api(app, 'PUT', '/api/login-gift/admin/config/2', { token: admin, body: { items: [] } });
    expect(
      (await api(app, 'DELETE', `/api/shop/admin/weapons/${other.body.id}`, { token: admin })).status,
    ).toBe(200);
    await api(app, 'PUT', '/api/login-gift/admin/config/1', { token: admin, body: { items: [] } });
    days(1);
  });

  it('lets admins read and write the calendar and the item lookup, with Arabic validation', async () => {
    const config = await api(app, 'GET', '/api/login-gift/admin/config', { token: admin });
    expect(config.status).toBe(200);
    expect(config.body.success).toBe(true);
    expect(config.body.data.map((day: { dayNumber: number }) => day.dayNumber)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
    const items = await api(app, 'GET', '/api/login-gift/admin/items', { token: admin });
    expect(items.status).toBe(200);
    expect(Object.keys(items.body.data).sort()).toEqual(['armors', 'specialItems', 'weapons']);

    const saved = await api(app, 'PUT', '/api/login-gift/admin/config/9', {
      token: admin,
      body: { expReward: 11, moneyReward: 22, blackcoinReward: 3, isActive: false },
    });
    expect(saved.body.data).toMatchObject({
      dayNumber: 9,
      expReward: 11,
      moneyReward: 22,
      blackcoinReward: 3,
      isActive: false,
    });

    const bad = await api(app, 'PUT', '/api/login-gift/admin/config/9', {
      token: admin,
      body: { moneyReward: -1, items: [{ itemType: 'car', itemId: 1, quantity: 0 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        'مكافأة المال يجب أن يكون 0 على الأقل',
        'نوع العنصر غير صحيح',
        'الكمية يجب أن يكون 1 على الأقل',
      ]),
    );
    expect(
      (await api(app, 'PUT', '/api/login-gift/admin/config/16', { token: admin, body: {} })).status,
    ).toBe(404);
    const missing = await api(app, 'PUT', '/api/login-gift/admin/config/9', {
      token: admin,
      body: { items: [{ itemType: 'armor', itemId: 999999 }] },
    });
    expect(missing.status).toBe(400);
    expect(
      (await api(app, 'GET', '/api/login-gift/admin/config', { token: admin })).body.data[8].items,
    ).toEqual([]);
  });

  it('refuses the admin routes to players', async () => {
    const player = await givenPlayer(app);
    for (const [method, path] of [
      ['GET', '/api/login-gift/admin/config'],
      ['GET', '/api/login-gift/admin/items'],
      ['PUT', '/api/login-gift/admin/config/1'],
    ] as const)
      expect(
        (await api(app, method, path, { token: player.token, body: method === 'PUT' ? {} : undefined }))
          .status,
      ).toBe(403);
  });

  it('keeps the books balanced', async () => {
    const audit = await economyAudit(app);
    expect(audit.ok).toBe(true);
    const created = audit.currencies.flatMap((currency) => currency.created.map((row) => row.reason));
    expect(created).toContain('login_gift');
  });
});
