import type { Rarity } from '../../api/generated/model/rarity';

/** Spec 001 section 9 and spec 002 section 3: the five rarities, common 1 to legend 5. */
export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legend'] as const satisfies readonly Rarity[];

/** A rarity's rank, 1 (common) to 5 (legend): its number of stars. */
export function rarityRank(rarity: string): number {
  const index = (RARITIES as readonly string[]).indexOf(rarity);
  return index < 0 ? 1 : index + 1;
}

/** The rarity filter of a catalogue screen: all, or one of the five. */
export type RarityFilter = 'all' | Rarity;

/** Keeps the items of the chosen rarity (all: every item). */
export function keepRarity(filter: RarityFilter): (item: { rarity: string }) => boolean {
  return (item) => filter === 'all' || item.rarity === filter;
}

/** Spec 001 section 2.5: the rarity sort runs from legend down to common; ties by name. */
export function byRarityDescending<T extends { name: string; rarity: string }>(a: T, b: T): number {
  return rarityRank(b.rarity) - rarityRank(a.rarity) || a.name.localeCompare(b.name, 'ar');
}

/** Spec 002 section 2.2: the active share of a catalogue, a whole percent (0 when it is empty). */
export function activePercent(total: number, active: number): number {
  return total === 0 ? 0 : Math.round((active / total) * 100);
}

/**
 * A form's number as sent: the typed text converted to a whole number (spec 001 section 5: number
 * inputs are converted before sending).
 */
export function toInteger(value: number | string): number {
  return Math.trunc(Number(value));
}

/**
 * The message for a number field of a catalogue form, or undefined when it is fine: empty or not a
 * number is `required`, below `min` is `tooSmall`.
 */
export function numberProblem(
  value: number | string,
  min: number,
  { required, tooSmall }: { required: string; tooSmall: string },
): string | undefined {
  const n = Number(value);
  if (String(value).trim() === '' || !Number.isFinite(n)) return required;
  if (n < min) return tooSmall;
  return undefined;
}
