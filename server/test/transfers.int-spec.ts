import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenPlayer } from './support/factories';
import { entriesOf, givenOwner, givenWeapon, stackOf } from './support/market';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Transfers between players through the API (DESIGN.md section 6, "Transfers"; issue 13): money with
 * the 5% fee rounded up paid on top to `sink:transfer_fee`, weapons and armors without fee, the
 * receiver notified and pushed, the history, the validation of amounts, the level-25 lock on both
 * sides (spec 000 section 9), and balanced books. The rules that need no HTTP (the daily limit, also
 * at once and for items, concurrent transfers, same-IP pairs, held transfers) are tested on the
 * service in transfers.service.int-spec.ts.
 */

jest.setTimeout(60_000);

type Any = any;

describe('transfers', () => {
  let app: TestApp;
  let weaponId: number;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await sharedTestApp();
    weaponId = await givenWeapon(app, { name: 'بندقية التحويل' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => closeSocket(socket)));
    await app?.close();
  });

  const sendMoney = (from: Player, username: string, amount: unknown) =>
    api(app, 'POST', '/api/transfers/money', { token: from.token, body: { username, amount } });
  const sendItem = (from: Player, body: Record<string, unknown>) =>
    api(app, 'POST', '/api/transfers/item', { token: from.token, body });

  it('sends money with a 5% fee rounded up, paid by the sender on top, and notifies and pushes the receiver', async () => {
    const sender = await givenPlayer(app, { level: 25, money: 2000 });
    const receiver = await givenPlayer(app, { level: 25 });
    const socket = await connectSocket(app, receiver.token);
    sockets.push(socket);
    const hud = nextEvent(socket, 'hud:update');
    const notification = nextEvent(socket, 'notification');

    const sent = await sendMoney(sender, receiver.username.toUpperCase(), 1000);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      kind: 'money',
      direction: 'sent',
      counterpartName: receiver.username,
      amount: 1000,
      fee: 50,
      itemId: null,
    });
    expect((await balancesOf(app, sender.characterId)).money).toBe(950);
    expect((await balancesOf(app, receiver.characterId)).money).toBe(1000);
    expect((await hud).money).toBe(1000);
    expect((await notification).message).toBe(`حوّل إليك ${sender.username} مبلغ ١٬٠٠٠`);
    const entries = await entriesOf(app, `transfer:${sent.body.id}`);
    expect(entries.filter((e) => e.reason === 'transfer_fee')).toEqual([
      { reason: 'transfer_fee', account: `cash:${sender.characterId}`, delta: -50 },
      { reason: 'transfer_fee', account: 'sink:transfer_fee', delta: 50 },
    ]);

    const odd = await sendMoney(sender, receiver.username, 101);
    expect(odd.body.fee).toBe(6);
    expect((await balancesOf(app, sender.characterId)).money).toBe(950 - 107);

    const history = await api(app, 'GET', '/api/transfers', { token: sender.token });
    expect(history.body).toMatchObject({ sentToday: 2, dailyLimit: 20, feePercent: 5, minAmount: 100 });
    expect(history.body.transfers.map((t: Any) => [t.direction, t.amount])).toEqual([
      ['sent', 101],
      ['sent', 1000],
    ]);
  });

  it('refuses too small, unaffordable, self and unknown transfers with Arabic messages, changing nothing', async () => {
    const sender = await givenPlayer(app, { level: 25, money: 1049 });
    const receiver = await givenPlayer(app, { level: 25 });
    const small = await sendMoney(sender, receiver.username, 99);
    expect(small.status).toBe(400);
    expect(small.body.details).toEqual(['المبلغ يجب أن يكون 100 على الأقل']);
    for (const amount of ['100', 100.5, null])
      expect((await sendMoney(sender, receiver.username, amount)).status).toBe(400);
    // 1000 + 50 fee is one more than the sender has.
    const poor = await sendMoney(sender, receiver.username, 1000);
    expect(poor.status).toBe(400);
    expect(poor.body.message).toBe('لا تملك مالاً كافياً');
    const self = await sendMoney(sender, sender.username, 100);
    expect(self.body.message).toBe('لا يمكنك التحويل إلى نفسك');
    const unknown = await sendMoney(sender, 'no_such_player_x', 100);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('لا يوجد لاعب بهذا الاسم');
    expect((await balancesOf(app, sender.characterId)).money).toBe(1049);
    expect((await api(app, 'GET', '/api/transfers', { token: sender.token })).body.sentToday).toBe(0);
  });

  it('refuses money and items to a player below level 25 with an Arabic message, moving nothing', async () => {
    const sender = await givenOwner(app, weaponId, 1, { money: 1000 });
    const low = await givenPlayer(app, { level: 24 });
    const moneyBefore = (await balancesOf(app, sender.characterId)).money;
    const money = await sendMoney(sender, low.username, 100);
    expect(money.status).toBe(400);
    expect(money.body).toMatchObject({
      code: 'RECEIVER_LEVEL_TOO_LOW',
      message: 'لا يستقبل التحويلات إلا من بلغ المستوى ٢٥',
      requiredLevel: 25,
    });
    const item = await sendItem(sender, { username: low.username, itemType: 'weapon', itemId: weaponId });
    expect(item.status).toBe(400);
    expect(item.body.message).toBe('لا يستقبل التحويلات إلا من بلغ المستوى ٢٥');
    expect((await balancesOf(app, sender.characterId)).money).toBe(moneyBefore);
    expect((await balancesOf(app, low.characterId)).money).toBe(0);
    expect(await stackOf(app, sender.characterId, 'weapon', weaponId)).toBe(1);
    expect(await stackOf(app, low.characterId, 'weapon', weaponId)).toBe(0);
    expect((await api(app, 'GET', '/api/transfers', { token: sender.token })).body.transfers).toEqual([]);
  });

  it("gives unequipped weapons without fee and pushes the receiver's inventory", async () => {
    const sender = await givenOwner(app, weaponId, 2);
    const receiver = await givenPlayer(app, { level: 25 });
    const socket = await connectSocket(app, receiver.token);
    sockets.push(socket);
    const inventory = nextEvent(socket, 'inventory:update');
    const moneyBefore = (await balancesOf(app, sender.characterId)).money;

    const sent = await sendItem(sender, {
      username: receiver.username,
      itemType: 'weapon',
      itemId: weaponId,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      kind: 'item',
      fee: 0,
      amount: null,
      itemName: 'بندقية التحويل',
      quantity: 1,
    });
    expect(await stackOf(app, sender.characterId, 'weapon', weaponId)).toBe(1);
    expect(await stackOf(app, receiver.characterId, 'weapon', weaponId)).toBe(1);
    expect((await balancesOf(app, sender.characterId)).money).toBe(moneyBefore);
    expect((await inventory).inventory.find((item: Any) => item.itemId === weaponId)?.quantity).toBe(1);

    await api(app, 'POST', '/api/inventory/equip', {
      token: sender.token,
      body: { type: 'weapon', itemId: weaponId },
    });
    const equipped = await sendItem(sender, {
      username: receiver.username,
      itemType: 'weapon',
      itemId: weaponId,
    });
    expect(equipped.status).toBe(409);
    expect(equipped.body.message).toBe('لا تملك هذه الكمية من العنصر غير مجهزة');
    expect((await sendItem(sender, { username: receiver.username, itemType: 'pet', itemId: 1 })).status).toBe(
      400,
    );
    const history = await api(app, 'GET', '/api/transfers', { token: receiver.token });
    expect(history.body.transfers[0]).toMatchObject({
      direction: 'received',
      counterpartName: sender.username,
      itemName: 'بندقية التحويل',
    });
  });

  it('locks transfers below level 25', async () => {
    const low = await givenPlayer(app, { level: 24, money: 1000 });
    for (const [method, path] of [
      ['GET', '/api/transfers'],
      ['POST', '/api/transfers/money'],
      ['POST', '/api/transfers/item'],
    ]) {
      const response = await api(app, method, path, {
        token: low.token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('هذه الميزة تتطلب المستوى ٢٥');
    }
  });

  it('keeps the books balanced', async () => {
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
