/**
 * The blackcoin shop's maths (DESIGN.md section 6, "Special items" and "Packages"; spec 002 sections 3,
 * 4 and 9): special item types and their effect defaults, what a potion restores, how immunity and VIP
 * extend, and the blackcoin packages' derived total and bonus percentage. Plain functions, no Nest.
 */

export const SPECIAL_ITEM_TYPES = [
  'HEALTH_POTION',
  'ENERGY_POTION',
  'EXPERIENCE_POTION',
  'NAME_CHANGE',
  'GANG_BOMB',
  'ATTACK_IMMUNITY',
  'CD_RESET',
  'OTHER',
] as const;
export type SpecialItemType = (typeof SPECIAL_ITEM_TYPES)[number];

/** The types whose form shows `levelRequired` (spec 002 section 5); the others always use level 1. */
export const LEVELLED_TYPES: readonly SpecialItemType[] = [
  'EXPERIENCE_POTION',
  'GANG_BOMB',
  'ATTACK_IMMUNITY',
  'CD_RESET',
];

/**
 * A special item's effect (spec 002 section 3): `health` and `energy` are `'max'` or a number of points
 * (0 for none), `experience` points, `duration` seconds (immunity), and the four flags.
 */
export interface SpecialItemEffect {
  health: 'max' | number;
  energy: 'max' | number;
  experience: number;
  duration: number;
  nameChange: boolean;
  gangBomb: boolean;
  attackImmunity: boolean;
  cdReset: boolean;
}

/** Seconds in one day: the admin form enters immunity in days (spec 002 sections 5 and 9). */
export const SECONDS_PER_DAY = 86_400;
/** Attack immunity's default duration, in seconds (spec 002 sections 4 and 9). */
export const DEFAULT_IMMUNITY_SECONDS = 3600;

const NO_EFFECT: SpecialItemEffect = {
  health: 0,
  energy: 0,
  experience: 0,
  duration: 0,
  nameChange: false,
  gangBomb: false,
  attackImmunity: false,
  cdReset: false,
};

/** The effect a type starts with when chosen in the form (spec 002 section 4). */
export function defaultEffect(type: SpecialItemType): SpecialItemEffect {
  switch (type) {
    case 'HEALTH_POTION':
      return { ...NO_EFFECT, health: 'max' };
    case 'ENERGY_POTION':
      return { ...NO_EFFECT, energy: 'max' };
    case 'NAME_CHANGE':
      return { ...NO_EFFECT, nameChange: true };
    case 'GANG_BOMB':
      return { ...NO_EFFECT, gangBomb: true };
    case 'ATTACK_IMMUNITY':
      return { ...NO_EFFECT, attackImmunity: true, duration: DEFAULT_IMMUNITY_SECONDS };
    case 'CD_RESET':
      return { ...NO_EFFECT, cdReset: true };
    default:
      return { ...NO_EFFECT };
  }
}

/**
 * A stored effect completed with the type's defaults for missing fields, so a partly filled jsonb
 * (an older row, an admin's partial edit) always reads as a whole effect.
 */
export function effectOf(
  type: SpecialItemType,
  stored: Partial<SpecialItemEffect> | null,
): SpecialItemEffect {
  return { ...defaultEffect(type), ...(stored ?? {}) };
}

/**
 * HP or energy after a potion: the maximum when the effect is `'max'`, else the current value plus
 * the effect's points, never above the maximum.
 */
export function restoredValue(current: number, max: number, effect: 'max' | number): number {
  if (effect === 'max') return Math.max(current, max);
  return Math.max(current, Math.min(max, current + Math.max(0, Math.floor(effect))));
}

/** The end of a period that extends from the later of now and its current end: `max(now, current) + seconds`. */
export function extendFrom(current: Date | null, now: Date, seconds: number): Date {
  const start = current && current > now ? current.getTime() : now.getTime();
  return new Date(start + seconds * 1000);
}

/** VIP after buying a package of `durationDays`: `max(now, vipExpiresAt) + days` (DESIGN.md section 6). */
export function vipExpiryAfter(vipExpiresAt: Date | null, now: Date, durationDays: number): Date {
  return extendFrom(vipExpiresAt, now, durationDays * SECONDS_PER_DAY);
}

/** Whether an end time (immunity, VIP) is still in force at `now`. */
export function isActiveUntil(until: Date | null, now: Date): boolean {
  return until !== null && until > now;
}

/** A blackcoin package's blackcoins with the bonus (spec 002 section 2.7). */
export function packageTotal(blackcoinAmount: number, bonus: number): number {
  return blackcoinAmount + bonus;
}

/** A blackcoin package's bonus as a whole percentage of its amount, rounded (spec 002 section 2.7). */
export function bonusPercent(blackcoinAmount: number, bonus: number): number {
  if (blackcoinAmount <= 0) return 0;
  return Math.round((bonus / blackcoinAmount) * 100);
}

/** Immunity entered in days (step 0.1) as whole seconds (spec 002 section 5: days × 86,400). */
export function daysToSeconds(days: number): number {
  return Math.round(days * SECONDS_PER_DAY);
}

/** A USD price in cents for Stripe (the price is stored with two decimals). */
export function usdToCents(usdPrice: number): number {
  return Math.round(usdPrice * 100);
}
