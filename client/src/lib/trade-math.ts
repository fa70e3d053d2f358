import { CreateListingDtoItemType } from '../api/generated/model/createListingDtoItemType';
import type { InventoryItemDto } from '../api/generated/model/inventoryItemDto';
import { ItemTransferDtoItemType } from '../api/generated/model/itemTransferDtoItemType';

/**
 * The item types the black market lists (weapons, armors and special items, DESIGN.md section 6),
 * from the API contract, so new stackable types join by themselves.
 */
export const TRADEABLE_TYPES: readonly string[] = Object.values(CreateListingDtoItemType);
/** The item types a player may transfer to another (weapons and armors only), from the API contract. */
export const TRANSFERABLE_TYPES: readonly string[] = Object.values(ItemTransferDtoItemType);

/** Highest black-market price (DESIGN.md section 6). */
export const MAX_LISTING_PRICE = 1_000_000_000;
/** Most units one listing or transfer moves (the server's MAX_QUANTITY). */
export const MAX_UNITS = 100;

/** Unequipped stacks of the black market's item types: what may be listed. */
export function tradeableStacks(inventory: readonly InventoryItemDto[]): InventoryItemDto[] {
  return inventory.filter((item) => !item.isEquipped && TRADEABLE_TYPES.includes(item.type));
}

/** Unequipped stacks of weapons and armors: what may be transferred to another player. */
export function transferableStacks(inventory: readonly InventoryItemDto[]): InventoryItemDto[] {
  return inventory.filter((item) => !item.isEquipped && TRANSFERABLE_TYPES.includes(item.type));
}

/** A whole number typed by the player (ASCII or Arabic-Indic digits, separators allowed), or null. */
export function parseWholeNumber(text: string): number | null {
  const digits = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066C\s]/g, '');
  if (!/^\d{1,16}$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** What the seller receives of a black-market price: 95% rounded down; the rest is the fee. */
export function sellerShare(price: number, feePercent: number): { share: number; fee: number } {
  const share = Math.floor((price * (100 - feePercent)) / 100);
  return { share, fee: price - share };
}

/** The fee on a money transfer: `feePercent`% rounded up, paid on top by the sender. */
export function transferFee(amount: number, feePercent: number): number {
  return Math.ceil((amount * feePercent) / 100);
}
