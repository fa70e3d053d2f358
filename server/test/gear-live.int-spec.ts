import type { RandomSource } from '../src/common/random';
import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Gear screens kept live (issue 11, DESIGN.md section 6): an admin change of a weapon or an armor
 * reaches the open shop screens as `shop:update` (room `shop`, joined by `shop:request`); one of a
 * house, ride or pet reaches the open screens of that kind as each player's own `houses:update`,
 * `rides:update` or `pets:update` (rooms `houses`, `rides`, `pets`, joined by the requests); every
 * purchase, sale or equip change of gear and property pushes the inventory, the kind's list and the
 * HUD with the new maxima.
 */

jest.setTimeout(60_000);

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('gear screens live', () => {
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

  const connect = async (player: Player) => {
    const socket = await connectSocket(app, player.token);
    sockets.push(socket);
    return socket;
  };
  const adminCall = (method: string, path: string, body?: unknown) =>
    api(app, method, path, { token: admin, body });
  /** Opens the shop screen over the socket: the first `shop:update` answers the request. */
  const openShop = async (socket: GameClientSocket) => {
    const first = nextEvent(socket, 'shop:update');
    socket.emit('shop:request');
    return first;
  };

  it('pushes every admin weapon and armor change (create with an image, update, toggle, delete) to open shop screens', async () => {
    const shopper = await connect(await givenPlayer(app));
    const other = await connect(await givenPlayer(app));
    await openShop(shopper);
    await openShop(other);

    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'gun.png');
    const upload = await fetch(`${app.url}/api/shop/upload-weapon-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };

    let pushed = nextEvent(shopper, 'shop:update');
    const pushedToOther = nextEvent(other, 'shop:update');
    const created = await adminCall('POST', '/api/shop/admin/weapons', {
      name: 'بندقية البث',
      damage: 12,
      price: 700,
      rarity: 'epic',
      imageUrl,
    });
    expect(created.status).toBe(201);
    const shop = await pushed;
    expect(shop.weapons).toContainEqual(
      expect.objectContaining({ id: created.body.id, name: 'بندقية البث', imageUrl, rarity: 'epic' }),
    );
    expect(await pushedToOther).toEqual(shop);
    // The push is the REST body.
    expect(shop).toEqual((await api(app, 'GET', '/api/shop', { token: admin })).body);

    pushed = nextEvent(shopper, 'shop:update');
    await adminCall('PUT', `/api/shop/admin/weapons/${created.body.id}`, { price: 900 });
    expect((await pushed).weapons.find((w) => w.id === created.body.id)?.price).toBe(900);

    pushed = nextEvent(shopper, 'shop:update');
    await adminCall('PUT', `/api/shop/admin/weapons/${created.body.id}`, { isActive: false });
    expect((await pushed).weapons.map((w) => w.id)).not.toContain(created.body.id);

    pushed = nextEvent(shopper, 'shop:update');
    const armor = await adminCall('POST', '/api/shop/admin/armors', { name: 'خوذة البث', slot: 'head' });
    expect((await pushed).armors).toContainEqual(
      expect.objectContaining({ id: armor.body.id, slot: 'head' }),
    );
    pushed = nextEvent(shopper, 'shop:update');
    expect((await adminCall('DELETE', `/api/shop/admin/armors/${armor.body.id}`)).status).toBe(200);
    expect((await pushed).armors.map((a) => a.id)).not.toContain(armor.body.id);
  });

  it('refuses a player catalogue change and pushes nothing for it', async () => {
    const player = await givenPlayer(app);
    const socket = await connect(player);
    await openShop(socket);
    const seen: unknown[] = [];
    socket.on('shop:update', (shop) => seen.push(shop));
    const refused = await api(app, 'POST', '/api/shop/admin/weapons', {
      token: player.token,
      body: { name: 'سلاح مزور' },
    });
    expect(refused.status).toBe(403);
    // A later admin change is the next push: the refused one sent none before it.
    const next = nextEvent(socket, 'shop:update');
    await adminCall('POST', '/api/shop/admin/weapons', { name: 'سلاح حقيقي' });
    const shop = await next;
    expect(seen).toEqual([shop]);
    expect(shop.weapons.map((w) => w.name)).not.toContain('سلاح مزور');
  });

  it('pushes every admin house, ride and pet change (create, update, toggle, delete) to open property screens, each player its own list', async () => {
    const owner = await givenPlayer(app, { level: 21, money: 100_000 });
    const visitor = await givenPlayer(app, { level: 21 });
    const ownerSocket = await connect(owner);
    const visitorSocket = await connect(visitor);
    const housesOf = (player: Player) => api(app, 'GET', '/api/houses', { token: player.token });
    /** Opens the kind's screen over the socket: the first push answers the request. */
    const open = async (socket: GameClientSocket, kind: 'houses' | 'rides' | 'pets') => {
      const first = nextEvent(socket, `${kind}:update`);
      socket.emit(`${kind}:request`);
      return first;
    };
    await open(ownerSocket, 'houses');
    await open(visitorSocket, 'houses');

    let pushed = nextEvent(ownerSocket, 'houses:update');
    let pushedToVisitor = nextEvent(visitorSocket, 'houses:update');
    const house = await adminCall('POST', '/api/admin/houses', { name: 'قصر البث', cost: 500 });
    expect(house.status).toBe(201);
    let list = await pushed;
    expect(list.houses).toContainEqual(
      expect.objectContaining({ id: house.body.id, name: 'قصر البث', owned: false }),
    );
    expect(await pushedToVisitor).toEqual(list);
    expect(list).toEqual((await housesOf(owner)).body);

    // Each open screen gets its own list: the owner's says it owns the house.
    const bought = nextEvent(ownerSocket, 'houses:update');
    expect((await api(app, 'POST', `/api/houses/${house.body.id}/buy`, { token: owner.token })).status).toBe(
      200,
    );
    await bought;
    pushed = nextEvent(ownerSocket, 'houses:update');
    pushedToVisitor = nextEvent(visitorSocket, 'houses:update');
    await adminCall('PUT', `/api/admin/houses/${house.body.id}`, { hpBonus: 75 });
    list = await pushed;
    expect(list.houses.find((h) => h.id === house.body.id)).toMatchObject({ hpBonus: 75, owned: true });
    expect(list).toEqual((await housesOf(owner)).body);
    const visitorList = await pushedToVisitor;
    expect(visitorList.houses.find((h) => h.id === house.body.id)).toMatchObject({
      hpBonus: 75,
      owned: false,
    });
    expect(visitorList).toEqual((await housesOf(visitor)).body);

    // Deactivated: gone from the visitor's shop list, still the owner's.
    pushed = nextEvent(ownerSocket, 'houses:update');
    pushedToVisitor = nextEvent(visitorSocket, 'houses:update');
    await adminCall('PUT', `/api/admin/houses/${house.body.id}`, { isActive: false });
    expect((await pushed).houses.find((h) => h.id === house.body.id)).toMatchObject({ isActive: false });
    expect((await pushedToVisitor).houses.map((h) => h.id)).not.toContain(house.body.id);

    await open(visitorSocket, 'rides');
    let rides = nextEvent(visitorSocket, 'rides:update');
    const ride = await adminCall('POST', '/api/admin/rides', { name: 'دراجة البث' });
    expect((await rides).rides.map((r) => r.id)).toContain(ride.body.id);
    rides = nextEvent(visitorSocket, 'rides:update');
    expect((await adminCall('DELETE', `/api/admin/rides/${ride.body.id}`)).status).toBe(200);
    expect((await rides).rides.map((r) => r.id)).not.toContain(ride.body.id);

    await open(visitorSocket, 'pets');
    const pets = nextEvent(visitorSocket, 'pets:update');
    const pet = await adminCall('POST', '/api/admin/pets', { name: 'قط البث' });
    expect(await pets).toEqual(
      expect.objectContaining({
        pets: expect.arrayContaining([expect.objectContaining({ id: pet.body.id })]),
        capacity: 1,
        petsOwned: 0,
      }),
    );
  });

  it('pushes an admin property change only to the screens of that kind', async () => {
    const player = await givenPlayer(app, { level: 21 });
    const socket = await connect(player);
    const first = nextEvent(socket, 'pets:update');
    socket.emit('pets:request');
    await first;
    const seen: string[] = [];
    for (const event of ['houses:update', 'rides:update', 'shop:update'] as const)
      socket.on(event, () => seen.push(event));
    await adminCall('POST', '/api/admin/houses', { name: 'بيت لا يراه' });
    await adminCall('POST', '/api/admin/rides', { name: 'سيارة لا يراها' });
    // The pet change is the next push: the house and ride changes sent this screen nothing before it.
    const pets = nextEvent(socket, 'pets:update');
    const pet = await adminCall('POST', '/api/admin/pets', { name: 'كلب يراه' });
    expect((await pets).pets.map((p) => p.id)).toContain(pet.body.id);
    expect(seen).toEqual([]);
  });

  it('pushes the inventory and the HUD with the new max HP and energy on equipping, and the kind list, inventory and HUD on property changes', async () => {
    const weapon = (
      await adminCall('POST', '/api/shop/admin/weapons', { name: 'سكين الطاقة', energyBonus: 9, price: 10 })
    ).body;
    const armor = (
      await adminCall('POST', '/api/shop/admin/armors', { name: 'سترة الصحة', hpBonus: 250, price: 10 })
    ).body;
    const ride = (await adminCall('POST', '/api/admin/rides', { name: 'سيارة البث', cost: 100 })).body;
    const player = await givenPlayer(app, { level: 20, money: 1000 });
    const socket = await connect(player);
    const before = (await api(app, 'GET', '/api/character/hud', { token: player.token })).body;
    /** One change, with the inventory and HUD it pushed (each push awaited, so none leaks into the next). */
    const change = async (path: string, body?: unknown) => {
      const inventory = nextEvent(socket, 'inventory:update');
      const hud = nextEvent(socket, 'hud:update');
      const response = await api(app, 'POST', path, { token: player.token, body });
      expect(response.status).toBe(200);
      return { body: response.body, inventory: await inventory, hud: await hud };
    };

    await change('/api/shop/buy', { type: 'weapon', itemId: weapon.id });
    await change('/api/shop/buy', { type: 'armor', itemId: armor.id });
    const armed = await change('/api/inventory/equip', { type: 'weapon', itemId: weapon.id });
    expect(armed.inventory.equippedItems).toBe(1);
    expect(armed.hud.maxEnergy).toBe(before.maxEnergy + 9);

    const dressed = await change('/api/inventory/equip', { type: 'armor', itemId: armor.id });
    expect(dressed.inventory.equippedItems).toBe(2);
    expect(dressed.hud).toMatchObject({ maxHp: before.maxHp + 250, maxEnergy: before.maxEnergy + 9 });

    expect((await change('/api/inventory/unequip', { slot: 'body' })).hud.maxHp).toBe(before.maxHp);

    const rides = nextEvent(socket, 'rides:update');
    const bought = await change(`/api/rides/${ride.id}/buy`);
    expect(await rides).toEqual(bought.body);
    expect(bought.inventory.inventory).toContainEqual(
      expect.objectContaining({ type: 'ride', itemId: ride.id }),
    );
    expect(bought.hud.money).toBe(1000 - 20 - 100);

    const sold = await change(`/api/rides/${ride.id}/sell`);
    expect(sold.inventory.inventory.map((item) => item.type)).not.toContain('ride');
    expect(sold.hud.money).toBe(1000 - 20 - 100 + 50);
  });

  it('shows the gear in the fight log and result: bigger hits from a weapon, a defender standing on its armor HP', async () => {
    const weapon = (
      await adminCall('POST', '/api/shop/admin/weapons', { name: 'فأس اللوج', damage: 2000, price: 1 })
    ).body;
    const armor = (
      await adminCall('POST', '/api/shop/admin/armors', {
        name: 'درع اللوج',
        def: 400,
        hpBonus: 6000,
        price: 1,
      })
    ).body;
    const baseMaxHp = (
      await api(app, 'GET', '/api/character/hud', { token: (await givenPlayer(app, { level: 10 })).token })
    ).body.maxHp;
    const fighter = async (gear: { weapon?: boolean; armor?: boolean } = {}) => {
      const player = await givenPlayer(app, { level: 10, money: 10, energy: 100 });
      for (const [wanted, type, item] of [
        [gear.weapon, 'weapon', weapon],
        [gear.armor, 'armor', armor],
      ] as const) {
        if (!wanted) continue;
        await api(app, 'POST', '/api/shop/buy', { token: player.token, body: { type, itemId: item.id } });
        await api(app, 'POST', '/api/inventory/equip', {
          token: player.token,
          body: { type, itemId: item.id },
        });
      }
      // Full HP at the effective maximum (armor HP included), counted from now.
      const { maxHp } = (await api(app, 'GET', '/api/character/hud', { token: player.token })).body;
      await app.dataSource.query(`UPDATE characters SET hp = $2, hp_updated_at = now() WHERE id = $1`, [
        player.characterId,
        maxHp,
      ]);
      return player;
    };
    const fight = async (attacker: Player, defender: Player) => {
      const response = await api(app, 'POST', `/api/fight/${defender.userId}`, { token: attacker.token });
      expect(response.status).toBe(200);
      return response.body;
    };
    /** The damage of the log's first line (Arabic-Indic digits, with separators). */
    const firstHit = (log: string[]) =>
      Number(
        log[0]
          .split('ويسبب')[1]
          .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
          .replace(/\D/g, ''),
      );
    const next = jest.spyOn(app.app.get<RandomSource>('RandomSource'), 'next').mockReturnValue(0);
    try {
      const control = await fight(await fighter(), await fighter());
      const armed = await fight(await fighter({ weapon: true }), await fighter());
      // The weapon's damage raises the attacker's fame: its first logged hit on the same target is bigger.
      expect(firstHit(armed.log)).toBeGreaterThan(firstHit(control.log));
      expect(armed.attackerDamage / armed.rounds).toBeGreaterThan(control.attackerDamage / control.rounds);

      const armored = await fight(await fighter(), await fighter({ armor: true }));
      // The armor's defense makes the same hit smaller, and its HP bonus is HP the defender fights on.
      expect(firstHit(armored.log)).toBeLessThan(firstHit(control.log));
      expect(armored.isAttackerWinner).toBe(false);
      expect(armored.defenderFinalHp).toBeGreaterThan(baseMaxHp);
      expect(armored.defenderFinalHp + armored.attackerDamage).toBe(baseMaxHp + 6000);
      expect(armored.log.at(-1)).toBe(`الفائز: ${armored.defenderName}`);
    } finally {
      next.mockRestore();
    }
  });

  it('keeps the books balanced after the suite', async () => {
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
