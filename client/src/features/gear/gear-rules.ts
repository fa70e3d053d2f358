import type { ArmorDto } from '../../api/generated/model/armorDto';
import type { HudDto } from '../../api/generated/model/hudDto';
import type { InventoryDto } from '../../api/generated/model/inventoryDto';
import type { InventoryItemDto } from '../../api/generated/model/inventoryItemDto';
import type { Rarity } from '../../api/generated/model/rarity';
import type { ShopDto } from '../../api/generated/model/shopDto';
import type { WeaponDto } from '../../api/generated/model/weaponDto';
import { arGear } from '../../i18n/ar-gear';
import { formatNumber } from '../../lib/format';

/** Both spellings the server uses (houses say `blackcoins`, everything else `blackcoin`; spec 002 section 3). */
export type GearCurrency = 'money' | 'blackcoin' | 'blackcoins';

/** Spec 001 section 9: common 1 .. legend 5 (the stars and the sort key). */
export const RARITY_ORDER: Record<Rarity, number> = { common: 1, uncommon: 2, rare: 3, epic: 4, legend: 5 };
export const RARITIES = Object.keys(RARITY_ORDER) as Rarity[];

/** Most units one purchase may buy (the server's MAX_QUANTITY). */
export const MAX_QUANTITY = 100;

/** The four equipment slots, in the order the screens show them. */
export const SLOTS = ['weapon1', 'weapon2', 'head', 'body'] as const;
export type Slot = (typeof SLOTS)[number];

/** One shop entry: a weapon or an armor with its kind. */
export type ShopEntry = ({ kind: 'weapon' } & WeaponDto) | ({ kind: 'armor' } & ArmorDto);
export type KindFilter = 'all' | 'weapon' | 'armor';

/** The shop's items matching the filters: weapons then armors, each by rarity then price. */
export function shopEntries(shop: ShopDto, kind: KindFilter, rarity: Rarity | 'all'): ShopEntry[] {
  const entries: ShopEntry[] = [
    ...shop.weapons.map((weapon) => ({ ...weapon, kind: 'weapon' as const })),
    ...shop.armors.map((armor) => ({ ...armor, kind: 'armor' as const })),
  ];
  return entries
    .filter(
      (entry) => (kind === 'all' || entry.kind === kind) && (rarity === 'all' || entry.rarity === rarity),
    )
    .sort(
      (a, b) =>
        (a.kind === b.kind ? 0 : a.kind === 'weapon' ? -1 : 1) ||
        RARITY_ORDER[a.rarity] - RARITY_ORDER[b.rarity] ||
        a.price - b.price ||
        a.id - b.id,
    );
}

/**
 * Why buying `quantity` units at `price` is not possible now, or null: the HUD's cash in the item's
 * currency must cover the total (the server decides; this only disables the button with the reason).
 */
export function buyBlocker(
  price: number,
  quantity: number,
  currency: GearCurrency,
  hud: Pick<HudDto, 'money' | 'blackcoins'> | undefined,
): string | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    return arGear.gear.quantityRange(formatNumber(MAX_QUANTITY));
  if (!hud) return null;
  const total = price * quantity;
  if (currency === 'money') return hud.money >= total ? null : arGear.gear.notEnoughMoney;
  return hud.blackcoins >= total ? null : arGear.gear.notEnoughBlackcoins;
}

/** The inventory split for the screens: what each slot wears, the unequipped stacks, the property. */
export interface InventoryView {
  slots: Record<Slot, InventoryItemDto | null>;
  stacks: InventoryItemDto[];
  property: InventoryItemDto[];
}

export function inventoryView(inventory: InventoryDto): InventoryView {
  const slots: Record<Slot, InventoryItemDto | null> = {
    weapon1: null,
    weapon2: null,
    head: null,
    body: null,
  };
  const stacks: InventoryItemDto[] = [];
  const property: InventoryItemDto[] = [];
  for (const item of inventory.inventory) {
    if (item.type === 'weapon' || item.type === 'armor') {
      if (item.isEquipped && item.slot) slots[item.slot] = item;
      else if (!item.isEquipped) stacks.push(item);
    } else if (item.type !== 'special') property.push(item);
  }
  return { slots, stacks, property };
}

/**
 * Why the unequipped list is empty (issue 31): nothing owned at all ('empty', go to the shop), or every
 * weapon and armor owned is worn ('allEquipped').
 */
export function emptyStacksReason(view: InventoryView): 'empty' | 'allEquipped' {
  return Object.values(view.slots).some((item) => item !== null) ? 'allEquipped' : 'empty';
}

/** The equipped house, ride and pet of an inventory (null where none is equipped). */
export function equippedProperty(
  inventory: InventoryDto,
): Record<'house' | 'ride' | 'pet', InventoryItemDto | null> {
  const find = (type: 'house' | 'ride' | 'pet') =>
    inventory.inventory.find((item) => item.type === type && item.isEquipped) ?? null;
  return { house: find('house'), ride: find('ride'), pet: find('pet') };
}

/** Slots a stack may be equipped in: a weapon in either weapon slot, an armor in its own slot. */
export function slotsFor(item: Pick<InventoryItemDto, 'type' | 'slot'>): Slot[] {
  if (item.type === 'weapon') return ['weapon1', 'weapon2'];
  if (item.type === 'armor' && (item.slot === 'head' || item.slot === 'body')) return [item.slot];
  return [];
}
