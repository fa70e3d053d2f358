/**
 * Pure rules of the black market and of transfers between players (DESIGN.md section 6, "Black
 * market" and "Transfers"; spec 000 section 9: black market at level 20, transfers at level 25).
 * Amounts are whole money units.
 */
import { DEFAULT_GAME_CONSTANTS, GameConstants } from './constants';
import type { Rarity } from './gear.rules';

/**
 * The inventory item types whose unequipped units can be listed on the black market (DESIGN.md
 * section 6: "an owned, unequipped weapon, armor or special item").
 */
export const TRADEABLE_ITEM_TYPES = ['weapon', 'armor', 'special'] as const;
export type TradeableItemType = (typeof TRADEABLE_ITEM_TYPES)[number];

/** The item types a player may transfer to another (DESIGN.md section 6, "Transfers": weapons and armors). */
export const TRANSFERABLE_ITEM_TYPES = ['weapon', 'armor'] as const;
export type TransferableItemType = (typeof TRANSFERABLE_ITEM_TYPES)[number];

/**
 * The rarity a listing records for an item type without one (special items have no rarity column),
 * so the market's rarity filter and sort treat them as common.
 */
export const DEFAULT_LISTING_RARITY: Rarity = 'common';

/** How a black-market price is split: the seller's share and the game's fee (a sink). */
export interface SaleSplit {
  /** Paid to the seller: (100 - fee percent)% of the price, rounded down. */
  sellerShare: number;
  /** Kept by the game: the rest of the price (so the two always add up to the price). */
  fee: number;
}

/** Splits a black-market price: 95% to the seller rounded down, the remainder (5% rounded up) is the fee. */
export function blackMarketSplit(
  price: number,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): SaleSplit {
  const sellerShare = Math.floor((price * (100 - constants.blackMarketFeePercent)) / 100);
  return { sellerShare, fee: price - sellerShare };
}

/** When a listing made at `listedAt` expires (7 days later). */
export function listingExpiresAt(listedAt: Date, constants: GameConstants = DEFAULT_GAME_CONSTANTS): Date {
  return new Date(listedAt.getTime() + constants.blackMarketListingDays * 86_400_000);
}

/** Whether `price` is a valid black-market price: a whole number from 1 to 1,000,000,000. */
export function isValidListingPrice(
  price: number,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): boolean {
  return Number.isSafeInteger(price) && price >= 1 && price <= constants.blackMarketMaxPrice;
}

/** The fee on a money transfer, paid by the sender on top of the amount: 5%, rounded up. */
export function transferFee(amount: number, constants: GameConstants = DEFAULT_GAME_CONSTANTS): number {
  // Integer arithmetic: 5% of 2,000,000,020 is exactly 100,000,001 without float error.
  return Math.ceil((amount * constants.transferFeePercent) / 100);
}

/** What a money transfer of `amount` costs the sender in all (amount plus fee). */
export function transferTotalCost(amount: number, constants: GameConstants = DEFAULT_GAME_CONSTANTS): number {
  return amount + transferFee(amount, constants);
}

/** Whether a sender who already made `sentToday` money transfers this game day may make another. */
export function canTransferToday(
  sentToday: number,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): boolean {
  return sentToday < constants.transferDailyLimit;
}
