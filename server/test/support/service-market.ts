import type { CatalogueAdminService } from '../../src/modules/gear/catalogue-admin.service';
import type { ShopService } from '../../src/modules/gear/shop.service';
import { account, Currency } from '../../src/modules/wallet/account';
import { CharacterRow, insertCharacters, ServiceModule } from './service-module';
import { seedAccounts } from './wallet-books';

/**
 * Builders of the service-level transfer and black-market tests (the app-level ones are in
 * `market.ts`): a catalogue weapon made by the admin catalogue service, and players who bought units
 * of it in the shop with money seeded through the wallet, so the books stay balanced.
 */

/** Creates a money weapon (price 100 unless told) in the catalogue. @returns its id. */
export async function givenWeapon(app: ServiceModule, fields: Record<string, unknown> = {}): Promise<number> {
  const created = await app.app
    .get<CatalogueAdminService>('CatalogueAdminService')
    .create('weapon', { name: 'سكين السوق', damage: 12, price: 100, ...fields } as never);
  return created.id;
}

/**
 * A player (level 25 unless told) who bought `units` of a 100-money weapon in the shop, with `money`
 * left in cash afterwards (0 unless told).
 */
export async function givenOwner(
  app: ServiceModule,
  weaponId: number,
  units: number,
  { level = 25, money = 0 }: { level?: number; money?: number } = {},
): Promise<CharacterRow> {
  const [player] = await insertCharacters(app.dataSource, 1, { level });
  await seedAccounts(app, [account.cash(player.characterId)], Currency.MONEY, units * 100 + money);
  await app.app
    .get<ShopService>('ShopService')
    .buy(player.userId, { type: 'weapon', itemId: weaponId, quantity: units });
  return player;
}

/** A player (level 25 unless told) with `money` seeded in cash (none when 0). */
export async function givenTrader(
  app: ServiceModule,
  { level = 25, money = 0 }: { level?: number; money?: number } = {},
): Promise<CharacterRow> {
  const [player] = await insertCharacters(app.dataSource, 1, { level });
  if (money > 0) await seedAccounts(app, [account.cash(player.characterId)], Currency.MONEY, money);
  return player;
}
