import type { Clock } from '../src/common/clock';
import type { LoginGiftSeed } from '../src/modules/login-gift/login-gift.seed';
import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { buyListing, entriesOf, givenOwner, givenWeapon, listItem } from './support/market';
import { buySpecialItem, givenSpecialItem, unitsOf } from './support/special-items';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Special items joined with the black market, transfers, the login gift and the catalogue delete
 * (DESIGN.md section 6, "Special items", "Black market", "Transfers", "Login gift"): a special item
 * is listed and bought like gear (units in escrow, 95/5 split), cannot be transferred, is a login-gift
 * item the claim puts into the inventory, and cannot be deleted while held, listed or a gift.
 */

jest.setTimeout(90_000);

type Any = any;

describe('special items in trade and gifts', () => {
  let app: TestApp;
  let admin: string;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ env: { TZ_GAME: 'Asia/Riyadh' } });
    admin = await givenAdmin(app);
    await app.app.get<LoginGiftSeed>('LoginGiftSeed').loadIfEmpty();
    const now = new Date('2030-01-10T09:00:00Z');
    jest.spyOn(app.app.get<Clock>('Clock'), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await Promise.all(sockets.map((socket) => closeSocket(socket)));
    await app?.close();
  });

  /** A level-25 player holding `units` of the special item (bought with blackcoins, price 5 each). */
  const givenHolder = async (itemId: number, units: number): Promise<Player> => {
    const player = await givenPlayer(app, { level: 25, blackcoins: units * 5 });
    await buySpecialItem(app, player, itemId, units);
    return player;
  };
  const deleteItem = (id: number) => api(app, 'DELETE', `/api/special-items/admin/${id}`, { token: admin });

  it('lists a special item on the black market (units escrowed) and sells it: 95% to the seller, 5% sink', async () => {
    const item = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION', name: 'جرعة السوق' });
    const seller = await givenHolder(item.id, 3);
    const listed = await listItem(app, seller, {
      itemType: 'special',
      itemId: item.id,
      quantity: 2,
      price: 1000,
    });
    expect(listed.status).toBe(201);
    expect(listed.body).toMatchObject({
      itemType: 'special',
      itemId: item.id,
      itemName: 'جرعة السوق',
      rarity: 'common',
      imageUrl: item.imageUrl,
      damage: 0,
      def: 0,
      quantity: 2,
      price: 1000,
      status: 'active',
    });
    expect(await unitsOf(app, seller, item.id)).toBe(1);
    const filtered = await api(app, 'GET', '/api/black-market?itemType=special', { token: seller.token });
    expect(filtered.status).toBe(200);
    expect(filtered.body.listings.map((l: Any) => l.id)).toEqual([listed.body.id]);

    // Listed units are held: the catalogue delete refuses even after the seller's stack is gone.
    await app.dataSource.query(`DELETE FROM inventory_stacks WHERE character_id = $1`, [seller.characterId]);
    const refused = await deleteItem(item.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code ?? refused.body.error).toBe('SPECIAL_ITEM_IN_USE');
    expect(refused.body.message).toContain('السوق السوداء');

    const buyer = await givenPlayer(app, { level: 25, money: 1500 });
    const sellerMoney = (await balancesOf(app, seller.characterId)).money;
    const socket = await connectSocket(app, buyer.token);
    sockets.push(socket);
    const inventoryPushed = nextEvent(socket, 'inventory:update');
    const bought = await buyListing(app, buyer, listed.body.id);
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ status: 'sold', buyerName: buyer.username });
    expect(await unitsOf(app, buyer, item.id)).toBe(2);
    const pushed = await inventoryPushed;
    expect(JSON.stringify(pushed)).toContain('جرعة السوق');
    expect((await balancesOf(app, buyer.characterId)).money).toBe(500);
    expect((await balancesOf(app, seller.characterId)).money).toBe(sellerMoney + 950);
    expect(await entriesOf(app, `black-market:${listed.body.id}`)).toEqual(
      expect.arrayContaining([
        { reason: 'black_market_sale', account: `cash:${seller.characterId}`, delta: 950 },
        { reason: 'black_market_fee', account: 'sink:black_market_fee', delta: 50 },
      ]),
    );
  });

  it('leaves special items (no rarity) out of every rarity filter, common included', async () => {
    const item = await givenSpecialItem(app, admin, { type: 'OTHER', name: 'تحفة بلا ندرة' });
    const seller = await givenHolder(item.id, 1);
    const special = await listItem(app, seller, { itemType: 'special', itemId: item.id, price: 321 });
    expect(special.status).toBe(201);
    const weaponId = await givenWeapon(app, { name: 'سكين عادي', rarity: 'common' });
    const weaponSeller = await givenOwner(app, weaponId, 1);
    const common = await listItem(app, weaponSeller, { itemType: 'weapon', itemId: weaponId, price: 321 });
    expect(common.status).toBe(201);
    const ids = async (query: string) =>
      (
        await api(app, 'GET', `/api/black-market?minPrice=321&maxPrice=321&${query}`, { token: seller.token })
      ).body.listings.map((l: Any) => l.id);
    expect(await ids('rarity=common')).toEqual([common.body.id]);
    expect(await ids('itemType=special&rarity=common')).toEqual([]);
    expect(await ids('itemType=special')).toEqual([special.body.id]);
    expect((await ids('')).sort()).toEqual([special.body.id, common.body.id].sort());
  });

  it('returns cancelled special units to the seller', async () => {
    const item = await givenSpecialItem(app, admin, { type: 'ENERGY_POTION' });
    const seller = await givenHolder(item.id, 2);
    const listed = await listItem(app, seller, {
      itemType: 'special',
      itemId: item.id,
      quantity: 2,
      price: 10,
    });
    expect(await unitsOf(app, seller, item.id)).toBe(0);
    const cancelled = await api(app, 'POST', `/api/black-market/listings/${listed.body.id}/cancel`, {
      token: seller.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await unitsOf(app, seller, item.id)).toBe(2);
    const missing = await listItem(app, seller, { itemType: 'special', itemId: 999_999, price: 10 });
    expect(missing.status).toBe(404);
    const tooMany = await listItem(app, seller, {
      itemType: 'special',
      itemId: item.id,
      quantity: 3,
      price: 10,
    });
    expect(tooMany.status).toBe(409);
    expect(await unitsOf(app, seller, item.id)).toBe(2);
  });

  it('refuses to transfer a special item with 400 and Arabic details, moving nothing', async () => {
    const item = await givenSpecialItem(app, admin, { type: 'OTHER' });
    const sender = await givenHolder(item.id, 1);
    const receiver = await givenPlayer(app, { level: 25 });
    const sent = await api(app, 'POST', '/api/transfers/item', {
      token: sender.token,
      body: { username: receiver.username, itemType: 'special', itemId: item.id, quantity: 1 },
    });
    expect(sent.status).toBe(400);
    expect(sent.body.details.join(' ')).toContain('نوع العنصر');
    expect(await unitsOf(app, sender, item.id)).toBe(1);
    expect(await unitsOf(app, receiver, item.id)).toBe(0);
  });

  it('offers special items in the gift picker, gives one on a gift day, and refuses deleting a gift item', async () => {
    const item = await givenSpecialItem(app, admin, { type: 'EXPERIENCE_POTION', name: 'جرعة الهدية' });
    const lookup = await api(app, 'GET', '/api/login-gift/admin/items', { token: admin });
    expect(lookup.status).toBe(200);
    expect(lookup.body.data.specialItems).toContainEqual({
      id: item.id,
      name: 'جرعة الهدية',
      imageUrl: item.imageUrl,
      type: 'EXPERIENCE_POTION',
    });

    const missing = await api(app, 'PUT', '/api/login-gift/admin/config/1', {
      token: admin,
      body: { items: [{ itemType: 'special_item', itemId: 999_999 }] },
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('999999');
    expect(missing.body.message).toMatch(/[\u0600-\u06FF]/);

    const put = await api(app, 'PUT', '/api/login-gift/admin/config/1', {
      token: admin,
      body: { items: [{ itemType: 'special_item', itemId: item.id, quantity: 3 }] },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.items).toEqual([
      {
        itemType: 'special_item',
        itemId: item.id,
        quantity: 3,
        name: 'جرعة الهدية',
        imageUrl: item.imageUrl,
      },
    ]);

    // Nobody holds it yet, but a gift day gives it: the delete is refused.
    const gift = await deleteItem(item.id);
    expect(gift.status).toBe(409);
    expect(gift.body.code ?? gift.body.error).toBe('SPECIAL_ITEM_IS_GIFT');
    expect(gift.body.message).toContain('هدايا تسجيل الدخول');

    const player = await givenPlayer(app);
    const socket = await connectSocket(app, player.token);
    sockets.push(socket);
    const inventoryPushed = nextEvent(socket, 'inventory:update');
    const claimed = await api(app, 'POST', '/api/login-gift/claim', { token: player.token });
    expect(claimed.status).toBe(200);
    expect(claimed.body.reward.items).toEqual([expect.objectContaining({ itemId: item.id, quantity: 3 })]);
    expect(await unitsOf(app, player, item.id)).toBe(3);
    expect(JSON.stringify(await inventoryPushed)).toContain('جرعة الهدية');
    const mine = await api(app, 'GET', '/api/special-items/inventory', { token: player.token });
    expect(mine.body.items).toEqual([expect.objectContaining({ id: item.id, quantity: 3 })]);

    // Off the calendar and out of every inventory, it can go.
    await api(app, 'PUT', '/api/login-gift/admin/config/1', { token: admin, body: { items: [] } });
    await app.dataSource.query(`DELETE FROM inventory_stacks WHERE character_id = $1`, [player.characterId]);
    expect((await deleteItem(item.id)).status).toBe(200);
  });

  it('keeps the books balanced', async () => {
    const audit = await economyAudit(app);
    expect(audit.ok).toBe(true);
  });
});
