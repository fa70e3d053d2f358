/**
 * Pure rules of gear and property (DESIGN.md section 6, "Shop, inventory, equipment" and "Houses,
 * rides, pets"; spec 001 sections 3 and 9, spec 002 sections 3 and 9).
 */

/** Catalogue rarities, lowest first (spec 001 section 9: common 1 .. legend 5). */
export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legend'] as const;
export type Rarity = (typeof RARITIES)[number];

/** 1 (common) to 5 (legend): the stars and the rarity sort key. */
export function rarityOrder(rarity: Rarity): number {
  return RARITIES.indexOf(rarity) + 1;
}

/** Equipment slots: two weapons, a head armor and a body armor. */
export const EQUIPMENT_SLOTS = ['weapon1', 'weapon2', 'head', 'body'] as const;
export type EquipmentSlot = (typeof EQUIPMENT_SLOTS)[number];

export type ArmorSlot = 'head' | 'body';

/** Whether an item of `type` (an armor of `armorSlot`) fits `slot`. */
export function fitsSlot(slot: EquipmentSlot, type: 'weapon' | 'armor', armorSlot?: ArmorSlot): boolean {
  if (type === 'weapon') return slot === 'weapon1' || slot === 'weapon2';
  return slot === armorSlot;
}

/** Share of the current price paid back on a sale (DESIGN.md section 6: 50%). */
export const SELL_BACK_SHARE = 0.5;

/** What selling `quantity` units at the current `price` pays, rounded down (0 is possible for price 1). */
export function sellBackAmount(price: number, quantity: number): number {
  return Math.floor(price * quantity * SELL_BACK_SHARE);
}

/** Pets a player may own: the equipped house's capacity, or 1 without a house. */
export function petCapacity(equippedHouseCapacity: number | null): number {
  return equippedHouseCapacity ?? 1;
}

/** Whether `petsOwned` pets fit a pet capacity (checked on buying a pet and on every house change). */
export function petsFit(petsOwned: number, capacity: number): boolean {
  return petsOwned <= capacity;
}

/** The two currency spellings (spec 002 section 3): houses say `blackcoins`, everything else `blackcoin`. */
export type CurrencySpelling = 'plural' | 'singular';

/** The wallet's currency for either spelling of the input (`money`, `blackcoin` or `blackcoins`). */
export function parseCurrency(value: string): 'money' | 'blackcoins' {
  return value === 'money' ? 'money' : 'blackcoins';
}

/** The stored currency in a screen's spelling. */
export function spellCurrency(value: 'money' | 'blackcoins', spelling: 'plural'): 'money' | 'blackcoins';
export function spellCurrency(value: 'money' | 'blackcoins', spelling: 'singular'): 'money' | 'blackcoin';
export function spellCurrency(value: 'money' | 'blackcoins', spelling: CurrencySpelling): string {
  if (value === 'money') return 'money';
  return spelling === 'plural' ? 'blackcoins' : 'blackcoin';
}
