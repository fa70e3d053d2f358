import type { CrimesSeed } from '../src/modules/crimes/crimes.seed';
import { expForNextLevel } from '../src/game/stats.rules';
import { api, connectSocket, GameClientSocket, nextEvent } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { PNG_1X1 } from './support/images';
import {
  buySpecialItem,
  characterRow,
  givenSpecialItem,
  unitsOf,
  useSpecialItem,
} from './support/special-items';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Special items (DESIGN.md section 6, "Special items"; spec 002 sections 2.8, 3, 4, 5, 7 and 9): the
 * admin catalogue, buying into the inventory through the wallet, and every type's effect on use,
 * each in one transaction. The gang bomb has its own file.
 */

jest.setTimeout(90_000);

type Any = any;

describe('special items', () => {
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

  const hud = async (token: string) => (await api(app, 'GET', '/api/character/hud', { token })).body;

  describe('admin catalogue', () => {
    it('creates an item with the spec defaults and the type effect, and lists it', async () => {
      const item = await givenSpecialItem(app, admin, {
        type: 'ATTACK_IMMUNITY',
        price: undefined,
        currency: undefined,
      });
      expect(item).toMatchObject({
        type: 'ATTACK_IMMUNITY',
        price: 100,
        currency: 'money',
        levelRequired: 1,
        isAvailable: true,
        isActive: true,
        effect: { attackImmunity: true, duration: 3600, health: 0, energy: 0 },
      });
      const list = await api(app, 'GET', '/api/special-items/admin', { token: admin });
      expect(list.body.map((row: Any) => row.id)).toContain(item.id);
    });

    it('resets the effect to the new type defaults when the type changes', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION' });
      const changed = await api(app, 'PUT', `/api/special-items/admin/${item.id}`, {
        token: admin,
        body: { type: 'CD_RESET' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.effect).toMatchObject({ health: 0, cdReset: true });
      const toggled = await api(app, 'PUT', `/api/special-items/admin/${item.id}`, {
        token: admin,
        body: { isAvailable: false },
      });
      expect(toggled.body).toMatchObject({ isAvailable: false, type: 'CD_RESET', effect: { cdReset: true } });
    });

    it('refuses an item without an image, a price of 0 or a bad health effect, in Arabic', async () => {
      const response = await api(app, 'POST', '/api/special-items/admin', {
        token: admin,
        body: { name: 'x', description: 'y', type: 'HEALTH_POTION', price: 0, effect: { health: 'most' } },
      });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          'يرجى رفع صورة للعنصر',
          'السعر يجب أن يكون 1 على الأقل',
          'تأثير الصحة غير صحيح',
        ]),
      );
    });

    it('refuses every admin route and the upload to players', async () => {
      const player = await givenPlayer(app);
      const item = await givenSpecialItem(app, admin, { type: 'OTHER' });
      const token = player.token;
      expect((await api(app, 'GET', '/api/special-items/admin', { token })).status).toBe(403);
      expect((await api(app, 'POST', '/api/special-items/admin', { token, body: {} })).status).toBe(403);
      expect((await api(app, 'PUT', `/api/special-items/admin/${item.id}`, { token, body: {} })).status).toBe(
        403,
      );
      expect((await api(app, 'DELETE', `/api/special-items/admin/${item.id}`, { token })).status).toBe(403);
      expect((await api(app, 'POST', '/api/special-items/upload-image', { token })).status).toBe(403);
    });

    it('stores an uploaded image and answers its imageUrl', async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'a.png');
      const response = await fetch(`${app.url}/api/special-items/upload-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      expect(response.status).toBe(201);
      expect(((await response.json()) as Any).imageUrl).toMatch(/^\/media\//);
    });

    it('refuses to delete an item a player holds (409) and deletes it once nobody does', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'OTHER', price: 1 });
      const player = await givenPlayer(app, { blackcoins: 1 });
      await buySpecialItem(app, player, item.id);
      const refused = await api(app, 'DELETE', `/api/special-items/admin/${item.id}`, { token: admin });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('غير متاح بدلاً من حذفه');
      await app.dataSource.query(`DELETE FROM inventory_stacks WHERE character_id = $1`, [
        player.characterId,
      ]);
      expect((await api(app, 'DELETE', `/api/special-items/admin/${item.id}`, { token: admin })).status).toBe(
        200,
      );
    });
  });

  describe('buying', () => {
    it('takes the price from cash into the sink and stacks the units in the inventory', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION', price: 7 });
      const player = await givenPlayer(app, { blackcoins: 20 });
      const socket = await connectSocket(app, player.token);
      sockets.push(socket);
      const pushed = nextEvent(socket, 'inventory:update');
      const response = await api(app, 'POST', '/api/special-items/buy', {
        token: player.token,
        body: { itemId: item.id, quantity: 2 },
      });
      expect(response.status).toBe(200);
      expect(response.body.items).toEqual([
        expect.objectContaining({ id: item.id, quantity: 2, type: 'HEALTH_POTION' }),
      ]);
      expect((await pushed).inventory).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'special', itemId: item.id, quantity: 2 })]),
      );
      expect((await balancesOf(app, player.characterId)).blackcoins).toBe(6);
      const entries = await app.dataSource.query(
        `SELECT system_account, delta::int AS delta FROM ledger_entries
          WHERE reason = 'special_item_purchase' AND system_account IS NOT NULL AND reference = $1`,
        [`special:${item.id}`],
      );
      expect(entries).toEqual([{ system_account: 'sink:special_item_purchase', delta: 14 }]);
    });

    it('refuses an unavailable item and a purchase without enough blackcoins, changing nothing', async () => {
      const hidden = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION', isAvailable: false });
      const item = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION', price: 50 });
      const player = await givenPlayer(app, { blackcoins: 10 });
      const refused = await api(app, 'POST', '/api/special-items/buy', {
        token: player.token,
        body: { itemId: hidden.id },
      });
      expect(refused.status).toBe(409);
      const poor = await api(app, 'POST', '/api/special-items/buy', {
        token: player.token,
        body: { itemId: item.id },
      });
      expect(poor.status).toBe(400);
      expect(await unitsOf(app, player, item.id)).toBe(0);
      expect((await balancesOf(app, player.characterId)).blackcoins).toBe(10);
    });
  });

  describe('using', () => {
    it('a health potion with max fills HP; one with points adds them', async () => {
      const full = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION' });
      const bandage = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION', effect: { health: 10 } });
      const player = await givenPlayer(app, { hp: 5, blackcoins: 10 });
      await buySpecialItem(app, player, full.id);
      await buySpecialItem(app, player, bandage.id);
      const small = await useSpecialItem(app, player, { itemId: bandage.id });
      expect(small.status).toBe(200);
      expect((await hud(player.token)).hp).toBe(15);
      const used = await useSpecialItem(app, player, { itemId: full.id });
      expect(used.body).toMatchObject({ success: true, type: 'HEALTH_POTION', items: [] });
      const after = await hud(player.token);
      expect(after.hp).toBe(after.maxHp);
    });

    it('an energy potion fills energy to max', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'ENERGY_POTION' });
      const player = await givenPlayer(app, { energy: 0, blackcoins: 5 });
      await buySpecialItem(app, player, item.id);
      expect((await useSpecialItem(app, player, { itemId: item.id })).status).toBe(200);
      const after = await hud(player.token);
      expect(after.energy).toBe(after.maxEnergy);
    });

    it('uses a potion once when two requests for the last unit arrive together', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION', effect: { health: 1 } });
      const player = await givenPlayer(app, { hp: 5, blackcoins: 5 });
      await buySpecialItem(app, player, item.id);
      const results = await Promise.all([
        useSpecialItem(app, player, { itemId: item.id }),
        useSpecialItem(app, player, { itemId: item.id }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe('لا تملك هذا العنصر في مخزونك');
      expect((await characterRow(app, player)).hp).toBe(6);
      expect(await unitsOf(app, player, item.id)).toBe(0);
    });

    it('an experience potion adds its points and levels up', async () => {
      const item = await givenSpecialItem(app, admin, {
        type: 'EXPERIENCE_POTION',
        effect: { experience: expForNextLevel(1) + 3 },
      });
      const player = await givenPlayer(app, { blackcoins: 5 });
      await buySpecialItem(app, player, item.id);
      const used = await useSpecialItem(app, player, { itemId: item.id });
      expect(used.status).toBe(200);
      expect(await characterRow(app, player)).toMatchObject({ level: 2, exp: 3 });
    });

    it('checks levelRequired on use and keeps the unit', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'CD_RESET', levelRequired: 5 });
      const player = await givenPlayer(app, { level: 4, blackcoins: 5 });
      await buySpecialItem(app, player, item.id);
      const refused = await useSpecialItem(app, player, { itemId: item.id });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ levelRequired: 5 });
      expect(await unitsOf(app, player, item.id)).toBe(1);
    });

    it('refuses to use a collectible (OTHER) or an item the player does not hold', async () => {
      const other = await givenSpecialItem(app, admin, { type: 'OTHER' });
      const potion = await givenSpecialItem(app, admin, { type: 'HEALTH_POTION' });
      const player = await givenPlayer(app, { blackcoins: 5 });
      await buySpecialItem(app, player, other.id);
      expect((await useSpecialItem(app, player, { itemId: other.id })).status).toBe(400);
      expect(await unitsOf(app, player, other.id)).toBe(1);
      expect((await useSpecialItem(app, player, { itemId: potion.id })).status).toBe(409);
    });

    it('attack immunity extends from the current end when it has not expired', async () => {
      const item = await givenSpecialItem(app, admin, {
        type: 'ATTACK_IMMUNITY',
        effect: { duration: 3600 },
      });
      const player = await givenPlayer(app, { blackcoins: 10 });
      await buySpecialItem(app, player, item.id, 2);
      const first = await useSpecialItem(app, player, { itemId: item.id });
      const firstEnd = new Date(first.body.attackImmunityUntil).getTime();
      expect(firstEnd).toBeGreaterThan(Date.now() + 3590_000);
      const second = await useSpecialItem(app, player, { itemId: item.id });
      expect(new Date(second.body.attackImmunityUntil).getTime()).toBe(firstEnd + 3600_000);
      // Fights refuse an immune target.
      const attacker = await givenPlayer(app, { level: 10 });
      await app.dataSource.query(`UPDATE characters SET level = 10 WHERE id = $1`, [player.characterId]);
      const fight = await api(app, 'POST', `/api/fight/${player.userId}`, { token: attacker.token });
      expect(fight.body.code).toBe('TARGET_IMMUNE');
    });

    it('cd reset releases hospital and jail, completes the running training and clears crime cooldowns', async () => {
      await app.app.get<CrimesSeed>('CrimesSeed').loadIfEmpty();
      const item = await givenSpecialItem(app, admin, { type: 'CD_RESET' });
      const player = await givenPlayer(app, { blackcoins: 5, energy: 50 });
      const train = await api(app, 'POST', '/api/gym/train', {
        token: player.token,
        body: { stat: 'strength', energy: 10 },
      });
      expect(train.status).toBe(200);
      await app.dataSource.query(
        `UPDATE characters SET hospital_until = now() + interval '20 minutes', jail_until = now() + interval '10 minutes' WHERE id = $1`,
        [player.characterId],
      );
      await app.dataSource.query(
        `INSERT INTO crime_cooldowns (character_id, crime_id, available_at)
         SELECT $1, id, now() + interval '1 hour' FROM crimes ORDER BY id LIMIT 2`,
        [player.characterId],
      );
      await buySpecialItem(app, player, item.id);
      const socket = await connectSocket(app, player.token);
      sockets.push(socket);
      const left = nextEvent(socket, 'hospital:leave');
      const trained = nextEvent(socket, 'training:complete');
      const crimesPushed = nextEvent(socket, 'crimesList:update');
      const used = await useSpecialItem(app, player, { itemId: item.id });
      expect(used.status).toBe(200);
      await left;
      // The open crimes screen hears the cleared cooldowns: the REST list as it is now.
      const crimes: Any = await crimesPushed;
      expect(crimes.crimes.length).toBeGreaterThan(0);
      expect(crimes).toEqual((await api(app, 'GET', '/api/crimes', { token: player.token })).body);
      expect(crimes.crimes.map((crime: Any) => crime.cooldownRemainingSeconds)).toEqual(
        crimes.crimes.map(() => 0),
      );
      expect(await trained).toMatchObject({ stat: 'strength', points: 2 });
      const row = await characterRow(app, player);
      expect(row).toMatchObject({ hospital_until: null, jail_until: null, trained_strength: 2 });
      const [cooldowns] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM crime_cooldowns WHERE character_id = $1`,
        [player.characterId],
      );
      expect(cooldowns.n).toBe(0);
      const gym = await api(app, 'GET', '/api/gym', { token: player.token });
      expect(gym.body.training ?? null).toBeNull();
    });

    it('name change renames under the account setup rules and refuses a taken or invalid name', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'NAME_CHANGE' });
      const player = await givenPlayer(app, { blackcoins: 10 });
      const other = await givenPlayer(app);
      await buySpecialItem(app, player, item.id);
      expect((await useSpecialItem(app, player, { itemId: item.id })).status).toBe(400);
      const taken = await useSpecialItem(app, player, { itemId: item.id, newUsername: other.username });
      expect(taken.status).toBe(409);
      const invalid = await useSpecialItem(app, player, { itemId: item.id, newUsername: 'a b' });
      expect(invalid.status).toBe(400);
      expect(await unitsOf(app, player, item.id)).toBe(1);
      const name = `n${Date.now() % 1e8}`;
      const renamed = await useSpecialItem(app, player, { itemId: item.id, newUsername: name });
      expect(renamed.status).toBe(200);
      expect((await characterRow(app, player)).username).toBe(name);
      expect(await unitsOf(app, player, item.id)).toBe(0);
    });

    it('lists the special items of the inventory', async () => {
      const item = await givenSpecialItem(app, admin, { type: 'ENERGY_POTION' });
      const player = await givenPlayer(app, { blackcoins: 15 });
      await buySpecialItem(app, player, item.id, 3);
      const owned = await api(app, 'GET', '/api/special-items/inventory', { token: player.token });
      expect(owned.body.items).toEqual([
        expect.objectContaining({
          id: item.id,
          quantity: 3,
          effect: expect.objectContaining({ energy: 'max' }),
        }),
      ]);
    });
  });

  it('leaves the books balanced', async () => {
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
