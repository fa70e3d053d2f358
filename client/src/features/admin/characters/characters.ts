/** Spec 001 section 9: the admin characters screen's constants. */
export const CHARACTERS_PAGE_SIZE = 50;
/** Search input debounce, in ms; a new search goes back to page 1. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How long the list stays fresh in the cache, in ms. */
export const LIST_STALE_MS = 30_000;
/** Quick money buttons (each added and deducted), in money. */
export const MONEY_STEPS = [1_000, 10_000, 100_000] as const;
/** Quick blackcoin buttons (each added and deducted), in blackcoins. */
export const BLACKCOIN_STEPS = [100, 1_000, 10_000] as const;
export const CHARACTER_SORTS = ['level', 'name', 'money', 'blackcoins'] as const;
export const CHARACTER_FILTERS = ['all', 'online', 'offline', 'banned'] as const;
/** The fixed confirmation field of the reset call (spec 001 section 7). */
export const RESET_CONFIRMATION = 'RESET_CHARACTER';

/** Spec 001 section 5: inline stat edits are sent as integers, 0 when the text is not a number. */
export function toInteger(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}

/** Spec 001 section 3: common, uncommon, rare, epic, otherwise legendary. */
export function rarityKey(rarity: string): 'common' | 'uncommon' | 'rare' | 'epic' | 'legendary' {
  return rarity === 'common' || rarity === 'uncommon' || rarity === 'rare' || rarity === 'epic'
    ? rarity
    : 'legendary';
}
