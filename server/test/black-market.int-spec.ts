import { randomBytes } from 'node:crypto';
import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket, expectNoAnswer, recordEvents } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import {
  buyListing,
  expectSaleEntries,
  eventually,
  givenOwner,
  givenWeapon,
  listItem,
  stackOf,
} from './support/market';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The black market through the API (DESIGN.md section 6, "Black market"; issue 13): units leave the
 * inventory into the listing, cancel returns them once, a sale pays the seller 95% rounded down and
 * 5% to `sink:black_market_fee`, the validation, filters and pages, open market screens hear every
 * change, and the level-20 lock holds on both transports. The books balance after everything. The
 * rules that need no HTTP (an unaffordable purchase, buyers and cancels racing, expiry and its timer,
 * held purchases) are tested on the service in black-market.service.int-spec.ts.
 */

jest.setTimeout(60_000);

type Any = any;

/**
 * This file's weapon: its name ends in a tag no other file's item carries, so the market's search
 * narrows a screen to this file's listings (the worker's other files list on the same market).
 */
const TAG = `bm${randomBytes(4).toString('hex')}`;
const WEAPON_NAME = `مسدس السوق السوداء ${TAG}`;

describe('black market', () => {
  let app: TestApp;
  let weaponId: number;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await sharedTestApp();
    weaponId = await givenWeapon(app, { name: WEAPON_NAME, damage: 25 });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => closeSocket(socket)));
    await app?.close();
  });

  const connect = async (player: Player) => {
    const socket = await connectSocket(app, player.token);
    sockets.push(socket);
    return socket;
  };

  it('moves listed units out of the inventory into the listing, and refuses equipped or missing units', async () => {
    const seller = await givenOwner(app, weaponId, 3);
    const listed = await listItem(app, seller, {
      itemType: 'weapon',
      itemId: weaponId,
      quantity: 2,
      price: 5000,
    });
    expect(listed.status).toBe(201);
    expect(listed.body).toMatchObject({
      itemType: 'weapon',
      itemId: weaponId,
      itemName: WEAPON_NAME,
      damage: 25,
      quantity: 2,
      price: 5000,
      status: 'active',
      sellerId: seller.userId,
      sellerName: seller.username,
      buyerName: null,
      closedAt: null,
    });
    const days = (Date.parse(listed.body.expiresAt) - Date.parse(listed.body.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    expect(await stackOf(app, seller.characterId, 'weapon', weaponId)).toBe(1);

    // The last unit goes on; an equipped unit is not in the stack, so it cannot be listed.
    const equip = await api(app, 'POST', '/api/inventory/equip', {
      token: seller.token,
      body: { type: 'weapon', itemId: weaponId },
    });
    expect(equip.status).toBe(200);
    const equipped = await listItem(app, seller, { itemType: 'weapon', itemId: weaponId, price: 10 });
    expect(equipped.status).toBe(409);
    expect(equipped.body.code ?? equipped.body.error).toBe('NOT_ENOUGH_ITEMS');
    expect(equipped.body.message).toBe('لا تملك هذه الكمية من العنصر غير مجهزة');

    const market = await api(app, 'GET', '/api/black-market', { token: seller.token });
    expect(market.status).toBe(200);
    expect(market.body.listings.map((l: Any) => l.id)).toContain(listed.body.id);
    expect(market.body).toMatchObject({ page: 1, limit: 20, sellerSharePercent: 95, feePercent: 5 });
    const mine = await api(app, 'GET', '/api/black-market/my-listings', { token: seller.token });
    expect(mine.body.listings.map((l: Any) => l.id)).toEqual([listed.body.id]);
  });

  it('refuses bad listings with 400 and Arabic details, changing nothing', async () => {
    const seller = await givenOwner(app, weaponId, 1);
    for (const body of [
      { itemType: 'weapon', itemId: weaponId, price: 0 },
      { itemType: 'weapon', itemId: weaponId, price: 1_000_000_001 },
      { itemType: 'weapon', itemId: weaponId, price: 10.5 },
      { itemType: 'house', itemId: weaponId, price: 10 },
      { itemType: 'weapon', itemId: weaponId, price: 10, quantity: 0 },
      { itemType: 'weapon', itemId: weaponId, price: null },
    ]) {
      const response = await listItem(app, seller, body);
      expect(response.status).toBe(400);
      expect(response.body.details.join(' ')).toMatch(/[\u0600-\u06FF]/);
    }
    const missing = await listItem(app, seller, { itemType: 'armor', itemId: 999_999, price: 10 });
    expect(missing.status).toBe(404);
    expect(await stackOf(app, seller.characterId, 'weapon', weaponId)).toBe(1);
  });

  it('filters, sorts and pages the active listings', async () => {
    const armorSeller = await givenOwner(app, weaponId, 3);
    const cheap = await listItem(app, armorSeller, { itemType: 'weapon', itemId: weaponId, price: 7 });
    const dear = await listItem(app, armorSeller, {
      itemType: 'weapon',
      itemId: weaponId,
      price: 999_999_999,
    });
    const viewer = await givenPlayer(app, { level: 20 });
    // Every query searches this file's weapon: the worker's other files list on the same market.
    const get = (query: string) =>
      api(app, 'GET', `/api/black-market?search=${TAG}&${query}`, { token: viewer.token });
    expect((await get('sort=price_asc&limit=1')).body.listings[0].id).toBe(cheap.body.id);
    expect((await get('sort=price_desc&limit=1')).body.listings[0].id).toBe(dear.body.id);
    const ranged = (await get('minPrice=7&maxPrice=7')).body;
    expect(ranged.listings.map((l: Any) => l.id)).toEqual([cheap.body.id]);
    expect(ranged.total).toBe(1);
    expect((await get('itemType=armor')).body.total).toBe(0);
    const named = await api(app, 'GET', `/api/black-market?search=${encodeURIComponent(WEAPON_NAME)}`, {
      token: viewer.token,
    });
    expect(named.body.listings.map((l: Any) => l.id)).toEqual(
      expect.arrayContaining([cheap.body.id, dear.body.id]),
    );
    // A '%' is a literal: the tag followed by any text would match this weapon's name.
    const literal = await api(app, 'GET', `/api/black-market?search=${TAG}%25`, { token: viewer.token });
    expect(literal.body.total).toBe(0);
    expect((await get('rarity=legend')).body.total).toBe(0);
    expect((await get('rarity=common')).body.total).toBeGreaterThanOrEqual(2);
    const paged = (await get('limit=1&page=2')).body;
    expect(paged.listings).toHaveLength(1);
    expect(paged.page).toBe(2);
    expect((await get('sort=cheapest')).status).toBe(400);
    expect((await get('limit=51')).status).toBe(400);
    expect((await get('page=0x10')).status).toBe(400);
  });

  it("cancels the seller's own listing and gives the units back once", async () => {
    const seller = await givenOwner(app, weaponId, 2);
    const other = await givenPlayer(app, { level: 20 });
    const { body: listing } = await listItem(app, seller, {
      itemType: 'weapon',
      itemId: weaponId,
      quantity: 2,
      price: 300,
    });
    expect(await stackOf(app, seller.characterId, 'weapon', weaponId)).toBe(0);
    const cancel = (player: Player, id = listing.id) =>
      api(app, 'POST', `/api/black-market/listings/${id}/cancel`, { token: player.token });
    const foreign = await cancel(other);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('هذا العرض ليس لك');
    const done = await cancel(seller);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('cancelled');
    expect(await stackOf(app, seller.characterId, 'weapon', weaponId)).toBe(2);
    const again = await Promise.all([cancel(seller), cancel(seller)]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    expect(await stackOf(app, seller.characterId, 'weapon', weaponId)).toBe(2);
    expect((await cancel(seller, 999_999_999)).status).toBe(404);
    expect((await buyListing(app, other, listing.id)).status).toBe(409);
  });

  it('sells to a buyer: 95% rounded down to the seller, the rest to sink:black_market_fee, units to the buyer', async () => {
    const seller = await givenOwner(app, weaponId, 1);
    const buyer = await givenPlayer(app, { level: 20, money: 10_000 });
    const before = (await balancesOf(app, seller.characterId)).money;
    const { body: listing } = await listItem(app, seller, {
      itemType: 'weapon',
      itemId: weaponId,
      price: 1999,
    });
    const own = await buyListing(app, seller, listing.id);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('لا يمكنك شراء عرضك الخاص');

    const sold = await buyListing(app, buyer, listing.id);
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({ status: 'sold', buyerName: buyer.username });
    expect((await balancesOf(app, buyer.characterId)).money).toBe(10_000 - 1999);
    expect((await balancesOf(app, seller.characterId)).money).toBe(before + 1899);
    expect(await stackOf(app, buyer.characterId, 'weapon', weaponId)).toBe(1);
    await expectSaleEntries(app, listing.id, {
      buyerCharacterId: buyer.characterId,
      sellerCharacterId: seller.characterId,
      sellerShare: 1899,
      fee: 100,
    });
    const [notice] = await app.dataSource.query(
      `SELECT type, message FROM notifications WHERE user_id = $1 AND type = 'black_market_sold'`,
      [seller.userId],
    );
    expect(notice.message).toContain(buyer.username);
    expect((await buyListing(app, buyer, listing.id)).status).toBe(409);
    const mine = await api(app, 'GET', '/api/black-market/my-listings', { token: seller.token });
    expect(mine.body.listings[0]).toMatchObject({
      id: listing.id,
      status: 'sold',
      buyerName: buyer.username,
    });
  });

  it('updates every open market screen when a listing is created, cancelled or sold', async () => {
    const seller = await givenOwner(app, weaponId, 2);
    const watcher = await givenPlayer(app, { level: 20, money: 1000 });
    const screens = [await connect(seller), await connect(watcher)];
    for (const socket of screens) {
      const first = nextEvent(socket, 'blackMarket:update');
      socket.emit('blackMarket:request');
      expect((await first).feePercent).toBe(5);
    }
    const pushed = screens.map((socket) => recordEvents(socket, 'blackMarket:update'));
    const latest = (index: number) => pushed[index].payloads[pushed[index].payloads.length - 1];
    const shows = (index: number, id: number) => latest(index)?.listings.some((l: Any) => l.id === id);

    const { body: a } = await listItem(app, seller, { itemType: 'weapon', itemId: weaponId, price: 400 });
    await eventually(async () => shows(0, a.id) && shows(1, a.id), 5000, 'new listing pushed');
    const { body: b } = await listItem(app, seller, { itemType: 'weapon', itemId: weaponId, price: 450 });
    await eventually(async () => shows(1, b.id), 5000, 'second listing pushed');
    await api(app, 'POST', `/api/black-market/listings/${b.id}/cancel`, { token: seller.token });
    await eventually(async () => !shows(1, b.id) && shows(1, a.id), 5000, 'cancel pushed');
    const inventory = nextEvent(screens[1], 'inventory:update');
    // Not the seller's next hud:update: one from the cancel may still be on its way (stop 37's red CI).
    const sellerHud = recordEvents(screens[0], 'hud:update');
    const paid = (await balancesOf(app, seller.characterId)).money + 380;
    await buyListing(app, watcher, a.id);
    await eventually(async () => !shows(0, a.id) && !shows(1, a.id), 5000, 'sale pushed');
    expect((await inventory).inventory.some((item: Any) => item.itemId === weaponId)).toBe(true);
    await eventually(
      async () => sellerHud.payloads.some((hud) => hud.money === paid),
      5000,
      'seller HUD shows the 95% share',
    );
    sellerHud.stop();
    pushed.forEach((recorder) => recorder.stop());
  });

  it('locks the market below level 20 on REST and on the socket', async () => {
    const low = await givenPlayer(app, { level: 19 });
    for (const [method, path] of [
      ['GET', '/api/black-market'],
      ['GET', '/api/black-market/my-listings'],
      ['POST', '/api/black-market/listings'],
      ['POST', '/api/black-market/listings/1/buy'],
      ['POST', '/api/black-market/listings/1/cancel'],
    ]) {
      const response = await api(app, method, path, {
        token: low.token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('هذه الميزة تتطلب المستوى ٢٠');
    }
    await expectNoAnswer(await connect(low), 'blackMarket:request', 'blackMarket:update');
  });

  it('refuses to delete a catalogue weapon that is listed, with the 409 telling the admin to deactivate it', async () => {
    const listedWeapon = await givenWeapon(app, { name: 'سلاح معروض' });
    const seller = await givenOwner(app, listedWeapon, 1);
    await listItem(app, seller, { itemType: 'weapon', itemId: listedWeapon, price: 100 });
    expect(await stackOf(app, seller.characterId, 'weapon', listedWeapon)).toBe(0);
    const admin = await givenAdmin(app);
    const refused = await api(app, 'DELETE', `/api/shop/admin/weapons/${listedWeapon}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'لا يمكن حذف هذا العنصر لأن بعض اللاعبين يملكونه، قم بتعطيله بدلاً من حذفه',
    );
  });

  it('keeps the books balanced', async () => {
    const audit = await economyAudit(app);
    expect(audit.ok).toBe(true);
  });
});
