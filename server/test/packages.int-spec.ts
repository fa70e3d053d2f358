import { api, connectSocket, GameClientSocket, nextEvent } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { characterRow, givenSpecialItem } from './support/special-items';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Packages and the special shop (DESIGN.md section 6, "Packages"; spec 002 sections 2.7, 3, 5 and 7;
 * spec 000 sections 3 and 6): the three admin catalogues, VIP and money packages bought with
 * blackcoins, blackcoin packages unavailable without Stripe keys, and VIP state in the HUD.
 */

jest.setTimeout(90_000);

type Any = any;
const DAY_MS = 86_400_000;

describe('packages', () => {
  let app: TestApp;
  let admin: string;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await sharedTestApp();
    admin = await givenAdmin(app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => closeSocket(socket)));
    await app?.close();
  });

  const create = async (kind: string, body: Record<string, unknown>) => {
    const response = await api(app, 'POST', `/api/admin/${kind}-packages`, { token: admin, body });
    expect(response.status).toBe(201);
    return response.body;
  };

  describe('admin catalogues', () => {
    it('creates, lists, updates, toggles and deletes a blackcoin package with its derived total and bonus percent', async () => {
      const created = await create('blackcoin', {
        name: 'حقيبة',
        usdPrice: 4.99,
        blackcoinAmount: 300,
        bonus: 25,
      });
      expect(created).toMatchObject({
        usdPrice: 4.99,
        isActive: true,
        totalBlackcoins: 325,
        bonusPercent: 8,
      });
      const updated = await api(app, 'PUT', `/api/admin/blackcoin-packages/${created.id}`, {
        token: admin,
        body: { bonus: 60 },
      });
      expect(updated.body).toMatchObject({
        bonus: 60,
        totalBlackcoins: 360,
        bonusPercent: 20,
        name: 'حقيبة',
      });
      const toggled = await api(app, 'PATCH', `/api/admin/blackcoin-packages/${created.id}/toggle-status`, {
        token: admin,
        body: { isActive: false },
      });
      expect(toggled.body.isActive).toBe(false);
      const list = await api(app, 'GET', '/api/admin/blackcoin-packages', { token: admin });
      expect(list.body).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: created.id, isActive: false })]),
      );
      expect(
        (await api(app, 'DELETE', `/api/admin/blackcoin-packages/${created.id}`, { token: admin })).status,
      ).toBe(200);
      expect(
        (await api(app, 'DELETE', `/api/admin/blackcoin-packages/${created.id}`, { token: admin })).status,
      ).toBe(404);
    });

    it('validates the forms in Arabic (spec 002 section 5)', async () => {
      const money = await api(app, 'POST', '/api/admin/money-packages', {
        token: admin,
        body: { name: '', blackcoinCost: 0, moneyAmount: 1.5 },
      });
      expect(money.status).toBe(400);
      expect(money.body.details).toEqual(
        expect.arrayContaining([
          'الاسم مطلوب',
          'تكلفة البلاك كوين يجب أن يكون 1 على الأقل',
          'كمية المال غير صحيح',
        ]),
      );
      const vip = await api(app, 'POST', '/api/admin/vip-packages', {
        token: admin,
        body: { name: 'VIP', durationDays: 0, price: 0 },
      });
      expect(vip.body.details).toEqual(['المدة يجب أن يكون 1 على الأقل', 'السعر يجب أن يكون 1 على الأقل']);
      const price = await api(app, 'POST', '/api/admin/blackcoin-packages', {
        token: admin,
        body: { name: 'x', usdPrice: 1.234, blackcoinAmount: 1 },
      });
      expect(price.status).toBe(400);
    });

    it('refuses every package admin route to players', async () => {
      const { token } = await givenPlayer(app);
      for (const kind of ['blackcoin', 'money', 'vip']) {
        const base = `/api/admin/${kind}-packages`;
        expect((await api(app, 'GET', base, { token })).status).toBe(403);
        expect((await api(app, 'POST', base, { token, body: {} })).status).toBe(403);
        expect((await api(app, 'PUT', `${base}/1`, { token, body: {} })).status).toBe(403);
        expect((await api(app, 'DELETE', `${base}/1`, { token })).status).toBe(403);
        expect(
          (await api(app, 'PATCH', `${base}/1/toggle-status`, { token, body: { isActive: true } })).status,
        ).toBe(403);
      }
    });
  });

  describe('the special shop', () => {
    it('lists items for sale and active packages, the same on REST and the socket', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION' });
      const hidden = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION', isAvailable: false });
      const vip = await create('vip', { name: 'VIP أسبوع', durationDays: 7, price: 50 });
      const inactive = await create('money', {
        name: 'مخفية',
        blackcoinCost: 1,
        moneyAmount: 1,
        isActive: false,
      });
      const player = await givenPlayer(app);
      const shop = await api(app, 'GET', '/api/special-shop', { token: player.token });
      expect(shop.status).toBe(200);
      expect(shop.body.purchasesAvailable).toBe(false);
      const ids = (rows: Any[]) => rows.map((row) => row.id);
      expect(ids(shop.body.items)).toContain(item.id);
      expect(ids(shop.body.items)).not.toContain(hidden.id);
      expect(ids(shop.body.vipPackages)).toContain(vip.id);
      expect(ids(shop.body.moneyPackages)).not.toContain(inactive.id);
      const socket = await connectSocket(app, player.token);
      sockets.push(socket);
      const update = nextEvent(socket, 'specialShop:update');
      socket.emit('specialShop:request');
      expect(await update).toEqual(shop.body);
    });

    it('a VIP package bought during an unexpired VIP extends it from its current end; the HUD shows it', async () => {
      const vip = await create('vip', { name: 'VIP شهر', durationDays: 30, price: 100 });
      const player = await givenPlayer(app, { blackcoins: 150 });
      const current = new Date(Date.now() + 5 * DAY_MS);
      await app.dataSource.query(`UPDATE characters SET vip_expires_at = $2 WHERE id = $1`, [
        player.characterId,
        current,
      ]);
      const socket = await connectSocket(app, player.token);
      sockets.push(socket);
      const hudPush = nextEvent(socket, 'hud:update');
      const bought = await api(app, 'POST', `/api/special-shop/vip-packages/${vip.id}/buy`, {
        token: player.token,
      });
      expect(bought.status).toBe(200);
      const expected = new Date(current.getTime() + 30 * DAY_MS);
      expect(new Date(bought.body.vipExpiresAt).getTime()).toBe(expected.getTime());
      expect(bought.body).toMatchObject({ success: true, isVip: true, blackcoins: 50 });
      expect(new Date((await characterRow(app, player)).vip_expires_at).getTime()).toBe(expected.getTime());
      expect(await hudPush).toMatchObject({
        isVip: true,
        vipExpiresAt: expected.toISOString(),
        blackcoins: 50,
      });
      const hud = await api(app, 'GET', '/api/character/hud', { token: player.token });
      expect(hud.body).toMatchObject({ isVip: true, vipExpiresAt: expected.toISOString() });
    });

    it("marks a VIP's global chat messages (badge and sparkle by the name)", async () => {
      const vip = await create('vip', { name: 'VIP دردشة', durationDays: 1, price: 1 });
      const [buyer, plain] = [await givenPlayer(app, { blackcoins: 1 }), await givenPlayer(app)];
      await api(app, 'POST', `/api/special-shop/vip-packages/${vip.id}/buy`, { token: buyer.token });
      for (const player of [buyer, plain])
        await app.dataSource.query(`INSERT INTO global_messages (user_id, content) VALUES ($1, 'سلام')`, [
          player.userId,
        ]);
      const chat = await api(app, 'GET', '/api/global-chat/messages', { token: plain.token });
      const flag = (userId: string) => chat.body.messages.find((m: Any) => m.userId === userId)?.isVip;
      expect(flag(buyer.userId)).toBe(true);
      expect(flag(plain.userId)).toBe(false);
    });

    it('a VIP package after an expired VIP starts from now', async () => {
      const vip = await create('vip', { name: 'VIP يوم', durationDays: 1, price: 10 });
      const player = await givenPlayer(app, { blackcoins: 10 });
      await app.dataSource.query(
        `UPDATE characters SET vip_expires_at = now() - interval '3 days' WHERE id = $1`,
        [player.characterId],
      );
      const before = Date.now();
      const bought = await api(app, 'POST', `/api/special-shop/vip-packages/${vip.id}/buy`, {
        token: player.token,
      });
      const end = new Date(bought.body.vipExpiresAt).getTime();
      expect(end).toBeGreaterThanOrEqual(before + DAY_MS);
      expect(end).toBeLessThanOrEqual(Date.now() + DAY_MS);
    });

    it('refuses a VIP package without enough blackcoins and an inactive one, changing nothing', async () => {
      const vip = await create('vip', { name: 'VIP غالية', durationDays: 7, price: 500 });
      const off = await create('vip', { name: 'VIP موقوفة', durationDays: 7, price: 1, isActive: false });
      const player = await givenPlayer(app, { blackcoins: 20 });
      const poor = await api(app, 'POST', `/api/special-shop/vip-packages/${vip.id}/buy`, {
        token: player.token,
      });
      expect(poor.status).toBe(400);
      const inactive = await api(app, 'POST', `/api/special-shop/vip-packages/${off.id}/buy`, {
        token: player.token,
      });
      expect(inactive.status).toBe(409);
      expect((await characterRow(app, player)).vip_expires_at).toBeNull();
      expect((await balancesOf(app, player.characterId)).blackcoins).toBe(20);
    });

    it('a money package exchanges its blackcoin cost for amount + bonus money in one wallet operation', async () => {
      const pack = await create('money', {
        name: 'حقيبة نقود',
        blackcoinCost: 45,
        moneyAmount: 50_000,
        bonus: 5_000,
      });
      const player = await givenPlayer(app, { blackcoins: 100, money: 10 });
      const bought = await api(app, 'POST', `/api/special-shop/money-packages/${pack.id}/buy`, {
        token: player.token,
      });
      expect(bought.status).toBe(200);
      expect(bought.body).toMatchObject({ success: true, money: 55_010, blackcoins: 55 });
      expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 55_010, blackcoins: 55 });
      const entries = await app.dataSource.query(
        `SELECT system_account, currency, delta::bigint::text AS delta FROM ledger_entries
          WHERE reason = 'money_package' AND system_account IS NOT NULL AND reference = $1 ORDER BY id`,
        [`money-package:${pack.id}`],
      );
      expect(entries).toEqual([
        { system_account: 'sink:money_package', currency: 'blackcoins', delta: '45' },
        { system_account: 'mint:money_package', currency: 'money', delta: '-55000' },
      ]);
      const poor = await givenPlayer(app, { blackcoins: 44 });
      const refused = await api(app, 'POST', `/api/special-shop/money-packages/${pack.id}/buy`, {
        token: poor.token,
      });
      expect(refused.status).toBe(400);
      expect(await balancesOf(app, poor.characterId)).toMatchObject({ money: 0, blackcoins: 44 });
    });

    it('lists blackcoin packages without Stripe keys but answers their purchase with an Arabic "unavailable"', async () => {
      const pack = await create('blackcoin', { name: 'حقيبة صغيرة', usdPrice: 0.99, blackcoinAmount: 100 });
      const player = await givenPlayer(app);
      const shop = await api(app, 'GET', '/api/special-shop', { token: player.token });
      expect(shop.body.blackcoinPackages.map((row: Any) => row.id)).toContain(pack.id);
      const checkout = await api(app, 'POST', `/api/special-shop/blackcoin-packages/${pack.id}/checkout`, {
        token: player.token,
      });
      expect(checkout.status).toBe(409);
      expect(checkout.body).toMatchObject({
        code: 'PURCHASES_UNAVAILABLE',
        message: 'شراء البلاك كوين غير متاح حالياً، حاول لاحقاً',
      });
      const webhook = await api(app, 'POST', '/api/payments/stripe/webhook', { body: { id: 'evt_1' } });
      expect(webhook.status).toBe(409);
    });
  });

  it('leaves the books balanced', async () => {
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
