import type { RandomSource } from '../src/common/random';
import type { GearSeed } from '../src/modules/gear/gear.seed';
import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The shop, inventory and equipment (DESIGN.md section 6, "Shop, inventory, equipment"; spec 001
 * sections 2.5, 2.6, 3, 7 and 9): purchases and sales through the wallet, stacks, slots, the gear's
 * bonuses in effective stats and fights, the admin catalogues, and the books after everything.
 */

jest.setTimeout(60_000);

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Any = any;

describe('shop, inventory and equipment', () => {
  let app: TestApp;
  let admin: string;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await givenAdmin(app);
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

  const createWeapon = async (fields: Record<string, unknown>) => {
    const response = await api(app, 'POST', '/api/shop/admin/weapons', { token: admin, body: fields });
    expect(response.status).toBe(201);
    return response.body;
  };
  const createArmor = async (fields: Record<string, unknown>) => {
    const response = await api(app, 'POST', '/api/shop/admin/armors', { token: admin, body: fields });
    expect(response.status).toBe(201);
    return response.body;
  };
  const buy = (player: Player, body: Record<string, unknown>) =>
    api(app, 'POST', '/api/shop/buy', { token: player.token, body });
  const equip = (player: Player, body: Record<string, unknown>) =>
    api(app, 'POST', '/api/inventory/equip', { token: player.token, body });
  const ledgerReasons = async (characterId: number) =>
    (
      await app.dataSource.query(
        `SELECT l.reason, l.delta::int AS delta, l.currency FROM ledger_entries l
           JOIN wallet_accounts a ON a.id = l.account_id
          WHERE a.kind = 'cash' AND a.owner_id = $1 AND l.reason <> 'test_grant' ORDER BY l.id`,
        [characterId],
      )
    ).map((row: Any) => ({ reason: row.reason, delta: row.delta, currency: row.currency }));

  it('seeds the default catalogue into empty tables, once: Arabic names, every rarity, both currencies, images', async () => {
    const seed = app.app.get<GearSeed>('GearSeed');
    expect(await seed.loadIfEmpty()).toBe(28);
    expect(await seed.loadIfEmpty()).toBe(0);
    const player = await givenPlayer(app);
    const shop = (await api(app, 'GET', '/api/shop', { token: player.token })).body;
    expect([shop.weapons.length, shop.armors.length]).toEqual([8, 8]);
    const items = [...shop.weapons, ...shop.armors];
    expect(new Set(items.map((item: Any) => item.rarity))).toEqual(
      new Set(['common', 'uncommon', 'rare', 'epic', 'legend']),
    );
    expect(new Set(items.map((item: Any) => item.currency))).toEqual(new Set(['money', 'blackcoin']));
    expect(new Set(shop.armors.map((armor: Any) => armor.slot))).toEqual(new Set(['head', 'body']));
    expect(items.every((item: Any) => /[\u0600-\u06FF]/.test(item.name))).toBe(true);
    const image = await fetch(`${app.url}${shop.weapons[0].imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const houses = await api(app, 'GET', '/api/admin/houses', { token: admin });
    expect(houses.body).toHaveLength(4);
    expect(new Set(houses.body.map((house: Any) => house.currency))).toEqual(
      new Set(['money', 'blackcoins']),
    );
    for (const base of ['rides', 'pets'])
      expect((await api(app, 'GET', `/api/admin/${base}`, { token: admin })).body).toHaveLength(4);
  });

  it('creates weapons and armors with the spec defaults, lists them for admins and the active ones in the shop', async () => {
    const weapon = await createWeapon({ name: '  خنجر الاختبار ', imageUrl: '/media/x' });
    expect(weapon).toMatchObject({
      name: 'خنجر الاختبار',
      damage: 1,
      energyBonus: 0,
      price: 100,
      rarity: 'common',
      currency: 'money',
      isActive: true,
    });
    const armor = await createArmor({ name: 'خوذة الاختبار', currency: 'blackcoins', slot: 'head' });
    expect(armor).toMatchObject({ def: 1, hpBonus: 0, price: 100, slot: 'head', currency: 'blackcoin' });
    const listed = await api(app, 'GET', '/api/shop/admin/weapons', { token: admin });
    expect(listed.body.map((w: Any) => w.id)).toContain(weapon.id);

    // The toggle sends only isActive; an inactive weapon leaves the shop.
    const off = await api(app, 'PUT', `/api/shop/admin/weapons/${weapon.id}`, {
      token: admin,
      body: { isActive: false },
    });
    expect(off.body).toMatchObject({ id: weapon.id, isActive: false, name: 'خنجر الاختبار' });
    const player = await givenPlayer(app);
    const shop = await api(app, 'GET', '/api/shop', { token: player.token });
    expect(shop.status).toBe(200);
    expect(shop.body.weapons.map((w: Any) => w.id)).not.toContain(weapon.id);
    expect(shop.body.armors.map((a: Any) => a.id)).toContain(armor.id);
    expect((await buy(player, { type: 'weapon', itemId: weapon.id })).body.code).toBe('ITEM_NOT_FOR_SALE');

    const invalid = await api(app, 'POST', '/api/shop/admin/weapons', {
      token: admin,
      body: { name: 'x', damage: 0, rarity: 'mythic' },
    });
    expect(invalid.status).toBe(400);
  });

  it('refuses every admin catalogue route and upload to players', async () => {
    const player = await givenPlayer(app);
    const weapon = await createWeapon({ name: 'سلاح محمي' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/shop/admin/weapons'],
      ['POST', '/api/shop/admin/weapons', { name: 'x' }],
      ['PUT', `/api/shop/admin/weapons/${weapon.id}`, { isActive: false }],
      ['DELETE', `/api/shop/admin/weapons/${weapon.id}`],
      ['GET', '/api/shop/admin/armors'],
      ['POST', '/api/shop/admin/armors', { name: 'x' }],
      ['PUT', `/api/shop/admin/armors/1`, { isActive: false }],
      ['DELETE', `/api/shop/admin/armors/1`],
      ['GET', `/api/admin/users/${player.userId}/inventory`],
    ];
    for (const [method, path, body] of calls)
      expect({
        method,
        path,
        status: (await api(app, method, path, { token: player.token, body })).status,
      }).toEqual({
        method,
        path,
        status: 403,
      });
    for (const path of ['/api/shop/upload-weapon-image', '/api/shop/upload-armor-image']) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'a.png');
      const asPlayer = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${player.token}` },
        body: form,
      });
      expect(asPlayer.status).toBe(403);
      const asAdmin = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      const uploaded = (await asAdmin.json()) as Any;
      expect(asAdmin.status).toBe(201);
      expect(uploaded.imageUrl).toMatch(/^\/media\//);
      expect((await fetch(`${app.url}${uploaded.imageUrl}`)).status).toBe(200);
    }
    expect(
      (await api(app, 'GET', '/api/shop/admin/weapons', { token: admin })).body.find(
        (w: Any) => w.id === weapon.id,
      ),
    ).toMatchObject({ isActive: true });
  });

  it('buys into a stack, equips one unit, refuses to sell it, sells the rest back for half, and pushes inventory and HUD', async () => {
    const weapon = await createWeapon({ name: 'مسدس المخزن', damage: 40, energyBonus: 7, price: 1000 });
    const armor = await createArmor({
      name: 'درع المخزن',
      def: 30,
      hpBonus: 400,
      price: 10,
      currency: 'blackcoin',
      slot: 'body',
    });
    const player = await givenPlayer(app, { money: 5000, blackcoins: 10 });
    const hudBefore = (await api(app, 'GET', '/api/character/hud', { token: player.token })).body;
    const socket = await connect(player);

    const inventoryPush = nextEvent(socket, 'inventory:update');
    const hudPush = nextEvent(socket, 'hud:update');
    const bought = await buy(player, { type: 'weapon', itemId: weapon.id, quantity: 3 });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ totalItems: 3, equippedItems: 0 });
    expect(bought.body.inventory).toEqual([
      expect.objectContaining({
        name: 'مسدس المخزن',
        type: 'weapon',
        quantity: 3,
        isEquipped: false,
        damage: 40,
        energyBonus: 7,
        sellPrice: 500,
      }),
    ]);
    expect(await inventoryPush).toEqual(bought.body);
    expect((await hudPush).money).toBe(2000);
    expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 2000 });

    // Blackcoin armor, paid in blackcoins.
    expect((await buy(player, { type: 'armor', itemId: armor.id })).status).toBe(200);
    expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 2000, blackcoins: 0 });
    // Not enough blackcoins for another.
    const poor = await buy(player, { type: 'armor', itemId: armor.id });
    expect(poor.status).toBe(400);
    expect(poor.body.code).toBe('INSUFFICIENT_BLACKCOINS');

    const equipped = await equip(player, { type: 'weapon', itemId: weapon.id });
    expect(equipped.status).toBe(200);
    await equip(player, { type: 'weapon', itemId: weapon.id, slot: 'weapon2' });
    expect((await equip(player, { type: 'armor', itemId: armor.id, slot: 'head' })).body.code).toBe(
      'WRONG_SLOT',
    );
    const dressed = await equip(player, { type: 'armor', itemId: armor.id });
    expect(dressed.body).toMatchObject({ totalItems: 4, equippedItems: 3 });
    expect(
      dressed.body.inventory
        .filter((item: Any) => item.isEquipped)
        .map((item: Any) => item.slot)
        .sort(),
    ).toEqual(['body', 'weapon1', 'weapon2']);

    // Effective stats: both weapons and the armor.
    const hud = (await api(app, 'GET', '/api/character/hud', { token: player.token })).body;
    expect(hud.maxHp).toBe(hudBefore.maxHp + 400);
    expect(hud.maxEnergy).toBe(hudBefore.maxEnergy + 14);
    const profile = (await api(app, 'GET', '/api/character/profile', { token: player.token })).body;
    const base = (await api(app, 'GET', '/api/character/profile', { token: (await givenPlayer(app)).token }))
      .body;
    expect(profile.strength).toBe(base.strength + 80);
    expect(profile.defense).toBe(base.defense + 30);

    // Two units are worn: only the third can be sold.
    const tooMany = await api(app, 'POST', '/api/inventory/sell', {
      token: player.token,
      body: { type: 'weapon', itemId: weapon.id, quantity: 2 },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('NOT_ENOUGH_ITEMS');
    const sold = await api(app, 'POST', '/api/inventory/sell', {
      token: player.token,
      body: { type: 'weapon', itemId: weapon.id },
    });
    expect(sold.status).toBe(200);
    expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 2500 });

    // Unequip returns the unit to its stack, then it can be sold.
    const off = await api(app, 'POST', '/api/inventory/unequip', {
      token: player.token,
      body: { slot: 'weapon2' },
    });
    expect(off.body.inventory).toContainEqual(
      expect.objectContaining({ type: 'weapon', quantity: 1, isEquipped: false }),
    );
    expect(
      (await api(app, 'POST', '/api/inventory/unequip', { token: player.token, body: { slot: 'weapon2' } }))
        .body.code,
    ).toBe('SLOT_EMPTY');
    expect(
      (
        await api(app, 'POST', '/api/inventory/sell', {
          token: player.token,
          body: { type: 'weapon', itemId: weapon.id },
        })
      ).status,
    ).toBe(200);
    expect(await ledgerReasons(player.characterId)).toEqual([
      { reason: 'shop_purchase', delta: -3000, currency: 'money' },
      { reason: 'shop_purchase', delta: -10, currency: 'blackcoins' },
      { reason: 'shop_sale', delta: 500, currency: 'money' },
      { reason: 'shop_sale', delta: 500, currency: 'money' },
    ]);

    // The admin reads the spec's inventory response; the socket answers with the REST body.
    const asAdmin = await api(app, 'GET', `/api/admin/users/${player.userId}/inventory`, { token: admin });
    const mine = await api(app, 'GET', '/api/inventory', { token: player.token });
    expect(asAdmin.body).toEqual(mine.body);
    expect(mine.body).toMatchObject({ totalItems: 2, equippedItems: 2 });
    const pushed = nextEvent(socket, 'inventory:update');
    socket.emit('inventory:request');
    expect(await pushed).toEqual(mine.body);
    const shopPush = nextEvent(socket, 'shop:update');
    socket.emit('shop:request');
    expect(await shopPush).toEqual((await api(app, 'GET', '/api/shop', { token: player.token })).body);
  });

  it('lets exactly one of two simultaneous purchases through when the cash pays for one', async () => {
    const weapon = await createWeapon({ name: 'سلاح السباق', damage: 5, price: 700 });
    for (let round = 0; round < 5; round++) {
      const player = await givenPlayer(app, { money: 1000 });
      const results = await Promise.all([0, 1].map(() => buy(player, { type: 'weapon', itemId: weapon.id })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 300 });
      const inventory = await api(app, 'GET', '/api/inventory', { token: player.token });
      expect(inventory.body.totalItems).toBe(1);
    }
  });

  it('refuses to delete an item someone owns (409, Arabic) and deletes one nobody owns', async () => {
    const owned = await createArmor({ name: 'درع مملوك', price: 10 });
    const player = await givenPlayer(app, { money: 100 });
    await buy(player, { type: 'armor', itemId: owned.id });
    const refused = await api(app, 'DELETE', `/api/shop/admin/armors/${owned.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ITEM_IN_USE',
      message: 'لا يمكن حذف هذا العنصر لأن بعض اللاعبين يملكونه، قم بتعطيله بدلاً من حذفه',
    });
    // Worn, not in a stack: still owned.
    await equip(player, { type: 'armor', itemId: owned.id });
    expect((await api(app, 'DELETE', `/api/shop/admin/armors/${owned.id}`, { token: admin })).status).toBe(
      409,
    );
    // Deactivated, the owner keeps it.
    await api(app, 'PUT', `/api/shop/admin/armors/${owned.id}`, { token: admin, body: { isActive: false } });
    expect((await api(app, 'GET', '/api/inventory', { token: player.token })).body.equippedItems).toBe(1);

    const free = await createWeapon({ name: 'سلاح للحذف' });
    expect((await api(app, 'DELETE', `/api/shop/admin/weapons/${free.id}`, { token: admin })).body).toEqual({
      success: true,
    });
    expect((await api(app, 'DELETE', `/api/shop/admin/weapons/${free.id}`, { token: admin })).status).toBe(
      404,
    );
  });

  it('changes a fight between two players of the same level: the geared one wins where the ungeared one lost', async () => {
    const weapon = await createWeapon({ name: 'سلاح القتال', damage: 3000, price: 10 });
    const armor = await createArmor({ name: 'درع القتال', def: 500, hpBonus: 5000, price: 10 });
    const fighter = (money = 0) => givenPlayer(app, { level: 10, hp: 1900, energy: 100, money });
    const fight = (attacker: Player, defender: Player) =>
      api(app, 'POST', `/api/fight/${defender.userId}`, { token: attacker.token });
    const next = jest.spyOn(app.app.get<RandomSource>('RandomSource'), 'next').mockReturnValue(0);
    try {
      // Ungeared, equal: the attacker strikes first and wins.
      const control = await fight(await fighter(), await fighter());
      expect(control.body.isAttackerWinner).toBe(true);

      const geared = await fighter(100);
      await buy(geared, { type: 'weapon', itemId: weapon.id });
      await buy(geared, { type: 'armor', itemId: armor.id });
      await equip(geared, { type: 'weapon', itemId: weapon.id });
      await equip(geared, { type: 'armor', itemId: armor.id });
      const plain = await fighter();
      const result = await fight(plain, geared);
      expect(result.status).toBe(200);
      expect(result.body.isAttackerWinner).toBe(false);
      expect(result.body.winner).toBe(geared.userId);
      // Its armor: each hit it takes is smaller than the same attacker's hit on an ungeared defender;
      // its weapon: each hit it deals is larger than an ungeared defender's.
      const perHit = (damage: number, hits: number) => damage / Math.max(1, hits);
      expect(perHit(result.body.attackerDamage, result.body.rounds)).toBeLessThan(
        perHit(control.body.attackerDamage, control.body.rounds),
      );
      expect(perHit(result.body.defenderDamage, result.body.rounds)).toBeGreaterThan(
        perHit(control.body.defenderDamage, control.body.rounds - 1),
      );
    } finally {
      next.mockRestore();
    }
  });

  describe('concurrent sales of one stack (issue 31 point 9)', () => {
    const sell = (player: Player, itemId: number) =>
      api(app, 'POST', '/api/inventory/sell', { token: player.token, body: { type: 'weapon', itemId } });

    it('sells each of 4 units in 4 simultaneous one-unit sales', async () => {
      const weapon = await createWeapon({ name: 'سكين الرزمة', damage: 5, price: 1000 });
      const player = await givenPlayer(app, { money: 4000 });
      expect((await buy(player, { type: 'weapon', itemId: weapon.id, quantity: 4 })).status).toBe(200);
      const sales = await Promise.all(Array.from({ length: 4 }, () => sell(player, weapon.id)));
      expect(sales.map((sale) => `${sale.status} ${sale.body.code ?? ''}`.trim())).toEqual([
        '200',
        '200',
        '200',
        '200',
      ]);
      expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 2000 });
      const left = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM inventory_stacks WHERE character_id = $1`,
        [player.characterId],
      );
      expect(left[0].n).toBe(0);
    });

    it('sells the only unit while another unit arrives in the stack', async () => {
      const weapon = await createWeapon({ name: 'عصا الرزمة', damage: 5, price: 1000 });
      const player = await givenPlayer(app, { money: 9000 });
      expect((await buy(player, { type: 'weapon', itemId: weapon.id, quantity: 1 })).status).toBe(200);
      const answers: string[] = [];
      for (let round = 0; round < 8; round++) {
        const [sold, bought] = await Promise.all([
          sell(player, weapon.id),
          buy(player, { type: 'weapon', itemId: weapon.id, quantity: 1 }),
        ]);
        answers.push(`${sold.status} ${sold.body.code ?? ''}`.trim(), `${bought.status}`);
      }
      expect(answers.filter((answer) => answer !== '200')).toEqual([]);
      const [stack] = await app.dataSource.query(
        `SELECT quantity FROM inventory_stacks WHERE character_id = $1 AND item_id = $2 AND item_type = 'weapon'`,
        [player.characterId, weapon.id],
      );
      expect(stack.quantity).toBe(1);
    });
  });

  it('keeps the books balanced after the suite', async () => {
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
