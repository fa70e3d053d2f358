import { api, Player } from './api';
import type { TestApp } from './test-app';

/** The 1×1 PNG admins "upload" in tests. */
export const TEST_IMAGE_URL = '/media/test-image';

/**
 * A special item created through the admin API (spec 002 section 7), with the given fields over a
 * blackcoin price of 5 and level 1. @returns the item as the API answers it.
 */
export async function givenSpecialItem(
  app: TestApp,
  adminToken: string,
  fields: Record<string, unknown>,
): Promise<any> {
  const response = await api(app, 'POST', '/api/special-items/admin', {
    token: adminToken,
    body: {
      name: `عنصر ${String(fields.type)}`,
      description: 'عنصر للاختبار',
      price: 5,
      currency: 'blackcoin',
      imageUrl: TEST_IMAGE_URL,
      ...fields,
    },
  });
  if (response.status !== 201)
    throw new Error(`create special item failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Buys `quantity` units of an item for a player (who must hold the price). */
export async function buySpecialItem(
  app: TestApp,
  player: Player,
  itemId: number,
  quantity = 1,
): Promise<void> {
  const response = await api(app, 'POST', '/api/special-items/buy', {
    token: player.token,
    body: { itemId, quantity },
  });
  if (response.status !== 200) throw new Error(`buy special item failed: ${JSON.stringify(response.body)}`);
}

/** `POST /api/special-items/use`. */
export function useSpecialItem(app: TestApp, player: Player, body: Record<string, unknown>) {
  return api(app, 'POST', '/api/special-items/use', { token: player.token, body });
}

/** Units of an item in a player's inventory stacks (0 when none). */
export async function unitsOf(app: TestApp, player: Player, itemId: number): Promise<number> {
  const [row] = await app.dataSource.query(
    `SELECT quantity FROM inventory_stacks WHERE character_id = $1 AND item_type = 'special' AND item_id = $2`,
    [player.characterId, itemId],
  );
  return row ? Number(row.quantity) : 0;
}

/** A character row's fields the effects change. */
export async function characterRow(app: TestApp, player: Player): Promise<any> {
  const [row] = await app.dataSource.query(
    `SELECT c.level, c.exp::int AS exp, c.hp, c.energy, c.hospital_until, c.jail_until, c.attack_immunity_until,
            c.vip_expires_at, c.trained_strength, u.username
       FROM characters c JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
    [player.characterId],
  );
  return row;
}
