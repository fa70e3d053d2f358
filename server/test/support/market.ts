import { api, Player } from './api';
import { givenAdmin, givenPlayer, PlayerOptions } from './factories';
import type { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

/**
 * Builders of the black market and transfer tests: a catalogue weapon, a player owning units of it
 * (bought in the shop, so the books stay balanced), listings, and reads of stacks and ledgers.
 */

type Any = any;

/** Creates a money weapon in the catalogue through the admin API. @returns its id. */
export async function givenWeapon(app: TestApp, fields: Record<string, unknown> = {}): Promise<number> {
  const admin = await givenAdmin(app);
  const response = await api(app, 'POST', '/api/shop/admin/weapons', {
    token: admin,
    body: { name: 'سكين السوق', damage: 12, price: 100, ...fields },
  });
  if (response.status !== 201) throw new Error(`weapon: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** A player (level 25 unless told) who bought `units` of the weapon in the shop. */
export async function givenOwner(
  app: TestApp,
  weaponId: number,
  units: number,
  options: PlayerOptions = {},
): Promise<Player> {
  const player = await givenPlayer(app, { level: 25, money: units * 100, ...options });
  const bought = await api(app, 'POST', '/api/shop/buy', {
    token: player.token,
    body: { type: 'weapon', itemId: weaponId, quantity: units },
  });
  if (bought.status !== 201 && bought.status !== 200) throw new Error(`buy: ${JSON.stringify(bought.body)}`);
  return player;
}

/** Where the stack and ledger reads run: an app (`TestApp`) or a service-level module (`ServiceModule`). */
export interface Readable {
  dataSource: Pick<DataSource, 'query'>;
}

/** Unequipped units of one item in a character's stack (0 without a stack). */
export async function stackOf(
  app: Readable,
  characterId: number,
  type: string,
  itemId: number,
): Promise<number> {
  const [row] = await app.dataSource.query(
    `SELECT quantity FROM inventory_stacks WHERE character_id = $1 AND item_type = $2 AND item_id = $3`,
    [characterId, type, itemId],
  );
  return row ? Number(row.quantity) : 0;
}

export function listItem(app: TestApp, player: Player, body: Record<string, unknown>) {
  return api(app, 'POST', '/api/black-market/listings', { token: player.token, body });
}

export function buyListing(app: TestApp, player: Player, listingId: number) {
  return api(app, 'POST', `/api/black-market/listings/${listingId}/buy`, { token: player.token });
}

/** Ledger entries (reason, delta) whose reference names a black-market listing or a transfer. */
export async function entriesOf(
  app: Readable,
  reference: string,
): Promise<{ reason: string; account: string; delta: number }[]> {
  const rows = await app.dataSource.query(
    `SELECT l.reason, coalesce(l.system_account, a.kind || ':' || a.owner_id) AS account, l.delta::bigint AS delta
       FROM ledger_entries l LEFT JOIN wallet_accounts a ON a.id = l.account_id
      WHERE l.reference = $1 ORDER BY l.id`,
    [reference],
  );
  return rows.map((row: Any) => ({ reason: row.reason, account: row.account, delta: Number(row.delta) }));
}

/**
 * Expects a listing's sale in the ledger: the seller's share from the buyer (`black_market_sale`) and
 * the fee from the buyer to its sink (`black_market_fee`), in money, and nothing else.
 */
export async function expectSaleEntries(
  app: Readable,
  listingId: number,
  sale: { buyerCharacterId: number; sellerCharacterId: number; sellerShare: number; fee: number },
): Promise<void> {
  const byAccount = (a: { reason: string; account: string }, b: { reason: string; account: string }) =>
    `${a.reason}${a.account}`.localeCompare(`${b.reason}${b.account}`);
  const buyer = `cash:${sale.buyerCharacterId}`;
  expect((await entriesOf(app, `black-market:${listingId}`)).sort(byAccount)).toEqual(
    [
      { reason: 'black_market_sale', account: buyer, delta: -sale.sellerShare },
      { reason: 'black_market_sale', account: `cash:${sale.sellerCharacterId}`, delta: sale.sellerShare },
      { reason: 'black_market_fee', account: buyer, delta: -sale.fee },
      { reason: 'black_market_fee', account: 'sink:black_market_fee', delta: sale.fee },
    ].sort(byAccount),
  );
}

/** Resolves once `check` holds, polling every 100 ms; rejects after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
