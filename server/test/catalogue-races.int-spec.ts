import { api, Player } from './support/api';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import { givenSpecialItem } from './support/special-items';
import type { TestApp } from './support/test-app';

/**
 * Issue 31 point 10, the market side: a purchase reads the catalogue item, then writes a stack or an
 * owned row that refers to it, while an admin on the other node deletes the item after checking that
 * nobody holds it. Without a lock between the two, both commit and the player holds units of an item
 * that no longer exists (the inventory rows have no foreign key: one column serves three catalogues).
 * Each case races the purchase on the first node against the deletion on the second, several rounds,
 * and checks the outcome: either the purchase won (the deletion answers 409, the item stays) or the
 * deletion won (the purchase answers 404 and charges nothing), never both and never a 500.
 */

jest.setTimeout(120_000);

const ROUNDS = 8;

type Any = any;

describe('purchases racing the admin deletion of their item (two nodes)', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: string;

  beforeAll(async () => {
    first = await sharedTestApp();
    second = await sharedTestApp('second');
    admin = await givenAdmin(first);
  });

  /** The answer as `status CODE`. */
  const outcome = (response: { status: number; body: Any }) =>
    `${response.status} ${response.body?.code ?? response.body?.error ?? ''}`.trim();

  /** Rows of the character that point at an item id no catalogue row has. */
  const orphans = async (player: Player) =>
    (
      await first.dataSource.query(
        `SELECT s.item_type AS type, s.item_id AS id FROM inventory_stacks s
          WHERE s.character_id = $1
            AND NOT EXISTS (SELECT 1 FROM weapons w WHERE s.item_type = 'weapon' AND w.id = s.item_id)
            AND NOT EXISTS (SELECT 1 FROM armors a WHERE s.item_type = 'armor' AND a.id = s.item_id)
            AND NOT EXISTS (SELECT 1 FROM special_items i WHERE s.item_type = 'special' AND i.id = s.item_id)
         UNION ALL
         SELECT o.kind, o.item_id FROM owned_properties o
          WHERE o.character_id = $1
            AND NOT EXISTS (SELECT 1 FROM houses h WHERE o.kind = 'house' AND h.id = o.item_id)
            AND NOT EXISTS (SELECT 1 FROM rides r WHERE o.kind = 'ride' AND r.id = o.item_id)
            AND NOT EXISTS (SELECT 1 FROM pets p WHERE o.kind = 'pet' AND p.id = o.item_id)`,
        [player.characterId],
      )
    ).map((row: Any) => `${row.type}:${row.id}`);

  /**
   * Races `buy` (first node) against `remove` (second node) for `ROUNDS` fresh items and players.
   * @returns every round's pair of answers, and the orphaned rows left behind.
   */
  async function race(options: {
    create: () => Promise<number>;
    player: () => Promise<Player>;
    buy: (player: Player, itemId: number) => Promise<{ status: number; body: Any }>;
    remove: (itemId: number) => Promise<{ status: number; body: Any }>;
    price: number;
  }) {
    const rounds: string[] = [];
    const left: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const itemId = await options.create();
      const player = await options.player();
      const before = await balancesOf(first, player.characterId);
      const [bought, removed] = await Promise.all([options.buy(player, itemId), options.remove(itemId)]);
      rounds.push(`${outcome(bought)} / ${outcome(removed)}`);
      left.push(...(await orphans(player)));
      const after = await balancesOf(first, player.characterId);
      // Charged exactly when the purchase went through.
      expect(before.money - after.money).toBe(bought.status === 200 ? options.price : 0);
    }
    return { rounds, left };
  }

  it('shop: a weapon bought while the admin deletes it is either kept (409 ITEM_IN_USE) or not sold (404)', async () => {
    const { rounds, left } = await race({
      create: async () =>
        (await api(first, 'POST', '/api/shop/admin/weapons', { token: admin, body: { name: 'سلاح السباق', price: 100 } }))
          .body.id,
      player: () => givenPlayer(first, { money: 1000 }),
      buy: (player, itemId) =>
        api(first, 'POST', '/api/shop/buy', { token: player.token, body: { type: 'weapon', itemId } }),
      remove: (itemId) => api(second, 'DELETE', `/api/shop/admin/weapons/${itemId}`, { token: admin }),
      price: 100,
    });
    expect(left).toEqual([]);
    expect(rounds.filter((pair) => pair !== '200 / 409 ITEM_IN_USE' && pair !== '404 ITEM_NOT_FOUND / 200')).toEqual(
      [],
    );
  });

  it('houses: a house bought while the admin deletes it is either kept (409 ITEM_IN_USE) or not sold (404)', async () => {
    const { rounds, left } = await race({
      create: async () =>
        (await api(first, 'POST', '/api/admin/houses', { token: admin, body: { name: 'بيت السباق', cost: 100 } }))
          .body.id,
      player: () => givenPlayer(first, { level: 16, money: 1000 }),
      buy: (player, itemId) => api(first, 'POST', `/api/houses/${itemId}/buy`, { token: player.token }),
      remove: (itemId) => api(second, 'DELETE', `/api/admin/houses/${itemId}`, { token: admin }),
      price: 100,
    });
    expect(left).toEqual([]);
    expect(rounds.filter((pair) => pair !== '200 / 409 ITEM_IN_USE' && pair !== '404 ITEM_NOT_FOUND / 200')).toEqual(
      [],
    );
  });

  it('special items: an item bought while the admin deletes it is either kept (409) or not sold (404)', async () => {
    const { rounds, left } = await race({
      create: async () =>
        (await givenSpecialItem(first, admin, { type: 'NAME_CHANGE', price: 100, currency: 'money' })).id,
      player: () => givenPlayer(first, { money: 1000 }),
      buy: (player, itemId) =>
        api(first, 'POST', '/api/special-items/buy', { token: player.token, body: { itemId, quantity: 1 } }),
      remove: (itemId) => api(second, 'DELETE', `/api/special-items/admin/${itemId}`, { token: admin }),
      price: 100,
    });
    expect(left).toEqual([]);
    expect(
      rounds.filter(
        (pair) => pair !== '200 / 409 SPECIAL_ITEM_IN_USE' && pair !== '404 SPECIAL_ITEM_NOT_FOUND / 200',
      ),
    ).toEqual([]);
  });

  it('keeps the books balanced after the races', async () => {
    expect((await economyAudit(first)).ok).toBe(true);
  });
});
