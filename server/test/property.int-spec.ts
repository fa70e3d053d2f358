import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Houses, rides and pets (DESIGN.md section 6, "Houses, rides, pets"; spec 002 sections 2.2 to 2.4,
 * 3, 7 and 9; unlock levels 16, 18 and 21 of spec 000 section 9): the admin catalogues with their
 * currency spellings, buying once, one equipped of each kind, pets within the house's capacity,
 * selling back, the bonuses in effective stats, level locks on REST and socket.
 */

jest.setTimeout(60_000);

type Any = any;

function ack(socket: GameClientSocket, event: string): Promise<Any> {
  return (socket as unknown as { timeout(ms: number): { emitWithAck(...args: unknown[]): Promise<Any> } })
    .timeout(5000)
    .emitWithAck(event);
}

describe('houses, rides and pets', () => {
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
  const create = async (base: string, fields: Record<string, unknown>) => {
    const response = await api(app, 'POST', `/api/admin/${base}`, { token: admin, body: fields });
    expect(response.status).toBe(201);
    return response.body;
  };

  it('creates each kind with the spec defaults and answers each screen its own currency spelling', async () => {
    const house = await create('houses', { name: 'بيت الاختبار', currency: 'blackcoin' });
    expect(house).toMatchObject({
      cost: 1000,
      defenseBonus: 0,
      hpBonus: 0,
      rarity: 'common',
      type: 'house',
      capacity: 1,
      isActive: true,
      currency: 'blackcoins',
    });
    const ride = await create('rides', { name: 'سيارة الاختبار', currency: 'blackcoins' });
    expect(ride).toMatchObject({ cost: 1000, attackBonus: 0, defenseBonus: 0, currency: 'blackcoin' });
    const pet = await create('pets', { name: 'قط الاختبار' });
    expect(pet).toMatchObject({ cost: 1000, powerBonus: 0, currency: 'money', isActive: true });

    const updated = await api(app, 'PUT', `/api/admin/houses/${house.id}`, {
      token: admin,
      body: { capacity: 3, type: 'mansion' },
    });
    expect(updated.body).toMatchObject({ capacity: 3, type: 'mansion', name: 'بيت الاختبار' });
    const toggled = await api(app, 'PATCH', `/api/admin/rides/${ride.id}/toggle-status`, {
      token: admin,
      body: { isActive: false },
    });
    expect(toggled.body).toMatchObject({ id: ride.id, isActive: false });
    const list = await api(app, 'GET', '/api/admin/rides', { token: admin });
    expect(list.body.find((r: Any) => r.id === ride.id)).toMatchObject({ isActive: false });
    expect(
      (await api(app, 'POST', '/api/admin/houses', { token: admin, body: { name: 'x', capacity: 0 } }))
        .status,
    ).toBe(400);
    expect((await api(app, 'DELETE', `/api/admin/pets/${pet.id}`, { token: admin })).body).toEqual({
      success: true,
    });
  });

  it('refuses the admin routes and uploads to players, and takes an admin image upload', async () => {
    const player = await givenPlayer(app, { level: 30 });
    for (const base of ['houses', 'rides', 'pets']) {
      const item = await create(base, { name: `عنصر ${base}` });
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/admin/${base}`],
        ['POST', `/api/admin/${base}`, { name: 'x' }],
        ['PUT', `/api/admin/${base}/${item.id}`, { name: 'y' }],
        ['DELETE', `/api/admin/${base}/${item.id}`],
        ['PATCH', `/api/admin/${base}/${item.id}/toggle-status`, { isActive: false }],
      ];
      for (const [method, path, body] of calls)
        expect({
          path,
          method,
          status: (await api(app, method, path, { token: player.token, body })).status,
        }).toEqual({
          path,
          method,
          status: 403,
        });
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      const post = (token: string) =>
        fetch(`${app.url}/api/admin/${base}/upload-image`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
      expect((await post(player.token)).status).toBe(403);
      const uploaded = await post(admin);
      expect(uploaded.status).toBe(201);
      expect(((await uploaded.json()) as Any).imageUrl).toMatch(/^\/media\//);
    }
  });

  it('locks houses below 16, rides below 18 and pets below 21 on REST and on the socket', async () => {
    for (const [base, level] of [
      ['houses', 16],
      ['rides', 18],
      ['pets', 21],
    ] as const) {
      const low = await givenPlayer(app, { level: level - 1 });
      const rest = await api(app, 'GET', `/api/${base}`, { token: low.token });
      expect(rest.status).toBe(403);
      expect(rest.body).toMatchObject({
        code: 'FEATURE_LOCKED',
        requiredLevel: level,
        message: `هذه الميزة تتطلب المستوى ${level.toLocaleString('ar-EG')}`,
      });
      expect((await api(app, 'POST', `/api/${base}/1/buy`, { token: low.token })).status).toBe(403);
      const socket = await connect(low);
      expect(await ack(socket, `${base}:request`)).toMatchObject({
        statusCode: 403,
        code: 'FEATURE_LOCKED',
        requiredLevel: level,
      });

      const ready = await givenPlayer(app, { level });
      expect((await api(app, 'GET', `/api/${base}`, { token: ready.token })).status).toBe(200);
      const readySocket = await connect(ready);
      const pushed = nextEvent(readySocket, `${base}:update` as 'houses:update');
      readySocket.emit(`${base}:request` as 'houses:request');
      expect(await pushed).toEqual((await api(app, 'GET', `/api/${base}`, { token: ready.token })).body);
    }
  });

  it('buys once, equips one of each kind into effective stats, keeps pets within the house capacity and sells back for half', async () => {
    const small = await create('houses', {
      name: 'كوخ',
      cost: 1000,
      defenseBonus: 10,
      hpBonus: 200,
      capacity: 1,
    });
    const big = await create('houses', {
      name: 'قصر',
      cost: 4000,
      defenseBonus: 20,
      hpBonus: 500,
      capacity: 2,
    });
    const ride = await create('rides', {
      name: 'دراجة',
      cost: 10,
      attackBonus: 7,
      defenseBonus: 3,
      currency: 'blackcoin',
    });
    const pets = [
      await create('pets', { name: 'كلب', cost: 100, powerBonus: 11 }),
      await create('pets', { name: 'صقر', cost: 100, powerBonus: 13 }),
      await create('pets', { name: 'نمر', cost: 100, powerBonus: 17 }),
    ];
    const player = await givenPlayer(app, { level: 25, money: 10_000, blackcoins: 10 });
    const base = (await api(app, 'GET', '/api/character/profile', { token: player.token })).body;
    const socket = await connect(player);
    const post = (path: string) => api(app, 'POST', path, { token: player.token });

    const housesPush = nextEvent(socket, 'houses:update');
    const inventoryPush = nextEvent(socket, 'inventory:update');
    const bought = await post(`/api/houses/${small.id}/buy`);
    expect(bought.status).toBe(200);
    expect(bought.body.houses.find((h: Any) => h.id === small.id)).toMatchObject({
      owned: true,
      isEquipped: false,
      sellPrice: 500,
      currency: 'money',
    });
    expect(await housesPush).toEqual(bought.body);
    expect((await inventoryPush).inventory).toContainEqual(
      expect.objectContaining({ type: 'house', name: 'كوخ' }),
    );
    const again = await post(`/api/houses/${small.id}/buy`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_OWNED');
    await post(`/api/houses/${big.id}/buy`);
    await post(`/api/rides/${ride.id}/buy`);
    expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 5000, blackcoins: 0 });

    // Pets: one without a house...
    expect((await post(`/api/pets/${pets[0].id}/buy`)).status).toBe(200);
    const full = await post(`/api/pets/${pets[1].id}/buy`);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('PET_CAPACITY_REACHED');
    // ... two with the big house equipped.
    await post(`/api/houses/${small.id}/equip`);
    const equipped = await post(`/api/houses/${big.id}/equip`);
    expect(equipped.body.houses.filter((h: Any) => h.isEquipped).map((h: Any) => h.id)).toEqual([big.id]);
    const twoPets = await post(`/api/pets/${pets[1].id}/buy`);
    expect(twoPets.body).toMatchObject({ capacity: 2, petsOwned: 2 });
    expect((await post(`/api/pets/${pets[2].id}/buy`)).body.code).toBe('PET_CAPACITY_REACHED');

    await post(`/api/rides/${ride.id}/equip`);
    await post(`/api/pets/${pets[0].id}/equip`);
    await post(`/api/pets/${pets[1].id}/equip`);
    const profile = (await api(app, 'GET', '/api/character/profile', { token: player.token })).body;
    expect(profile.strength).toBe(base.strength + 7 + 13);
    expect(profile.defense).toBe(base.defense + 20 + 3);
    expect(profile.maxHp).toBe(base.maxHp + 500);

    // Two pets in a house for two: selling it, taking it off or moving to the house for one would
    // leave more pets than room, so each is refused and nothing changes until a pet is sold.
    for (const path of [
      `/api/houses/${big.id}/sell`,
      '/api/houses/unequip',
      `/api/houses/${small.id}/equip`,
    ]) {
      const crowded = await post(path);
      expect(crowded.status).toBe(409);
      expect(crowded.body).toMatchObject({
        code: 'PETS_EXCEED_CAPACITY',
        message: expect.stringContaining('بع بعض حيواناتك الأليفة أولاً'),
      });
    }
    const housesNow = (await api(app, 'GET', '/api/houses', { token: player.token })).body.houses;
    expect(housesNow.filter((h: Any) => h.owned).map((h: Any) => [h.id, h.isEquipped])).toEqual([
      [small.id, false],
      [big.id, true],
    ]);
    expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 4800, blackcoins: 0 });
    const onePet = await post(`/api/pets/${pets[0].id}/sell`);
    expect(onePet.body).toMatchObject({ capacity: 2, petsOwned: 1 });

    // Selling the equipped house unequips it and pays half its cost.
    const sold = await post(`/api/houses/${big.id}/sell`);
    expect(sold.body.houses.find((h: Any) => h.id === big.id)).toMatchObject({
      owned: false,
      isEquipped: false,
    });
    expect((await post(`/api/houses/${big.id}/sell`)).body.code).toBe('NOT_OWNED');
    const soldRide = await post(`/api/rides/${ride.id}/sell`);
    expect(soldRide.body.rides.find((r: Any) => r.id === ride.id)).toMatchObject({
      owned: false,
      currency: 'blackcoin',
    });
    expect(await balancesOf(app, player.characterId)).toMatchObject({
      money: 5000 - 200 + 50 + 2000,
      blackcoins: 5,
    });
    const after = (await api(app, 'GET', '/api/character/profile', { token: player.token })).body;
    expect(after.maxHp).toBe(base.maxHp);
    expect(after.strength).toBe(base.strength + 13);

    // Owned items cannot be deleted.
    const refused = await api(app, 'DELETE', `/api/admin/pets/${pets[1].id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ITEM_IN_USE');
    const inventory = await api(app, 'GET', `/api/admin/users/${player.userId}/inventory`, { token: admin });
    expect(inventory.body).toMatchObject({ totalItems: 2, equippedItems: 1 });
  });

  it('lets exactly one of two simultaneous purchases through when the cash pays for one', async () => {
    const rides = [
      await create('rides', { name: 'سباق ١', cost: 600 }),
      await create('rides', { name: 'سباق ٢', cost: 600 }),
    ];
    for (let round = 0; round < 3; round++) {
      const player = await givenPlayer(app, { level: 18, money: 1000 });
      const results = await Promise.all(
        rides.map((ride) => api(app, 'POST', `/api/rides/${ride.id}/buy`, { token: player.token })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 400 });
      const list = await api(app, 'GET', '/api/rides', { token: player.token });
      expect(list.body.rides.filter((r: Any) => r.owned)).toHaveLength(1);
      // The same ride twice at once: one purchase, one ALREADY_OWNED.
      const rich = await givenPlayer(app, { level: 18, money: 5000 });
      const twice = await Promise.all(
        [0, 1].map(() => api(app, 'POST', `/api/rides/${rides[0].id}/buy`, { token: rich.token })),
      );
      expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await balancesOf(app, rich.characterId)).toMatchObject({ money: 4400 });
    }
  });

  it('keeps the books balanced after the suite', async () => {
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
