import type { Feature } from '../api/generated/model/feature';
import { errorBody, errorCode } from '../api/error-text';

/** Spec 000 section 9: at level 31 and above every feature is unlocked. */
export const EVERYTHING_UNLOCKED_LEVEL = 31;

/**
 * Spec 000 section 9 (feature unlock levels), as the navigation drawer's own table reads it:
 * fights at 6; a feature missing from the table needs level 1.
 */
export const FEATURE_LEVELS: Partial<Record<Feature, number>> = {
  ministryMissions: 5,
  bloodContracts: 6,
  fights: 6,
  gangs: 10,
  bank: 11,
  houses: 16,
  rides: 18,
  blackMarket: 20,
  pets: 21,
  transfers: 25,
  leaderboard: 30,
};

export function requiredLevel(feature: Feature): number {
  return FEATURE_LEVELS[feature] ?? 1;
}

/** Spec 000 section 4: unlocked when level >= required, and always from level 31. */
export function isUnlocked(feature: Feature, playerLevel: number): boolean {
  return playerLevel >= EVERYTHING_UNLOCKED_LEVEL || playerLevel >= requiredLevel(feature);
}

/** Spec 000 section 4: 1 − levels missing / 5, floored at 0 and capped at 0.9. */
export function unlockProgress(playerLevel: number, required: number): number {
  const missing = Math.max(0, required - playerLevel);
  return Math.min(0.9, Math.max(0, 1 - missing / 5));
}

/**
 * The level a 403 FEATURE_LOCKED answer asks for (its `requiredLevel`, else the table's level for
 * `feature`), or null when the failure is anything else.
 */
export function lockedLevel(error: unknown, feature: Feature): number | null {
  if (errorCode(error) !== 'FEATURE_LOCKED') return null;
  const level = errorBody(error)?.requiredLevel;
  return typeof level === 'number' ? level : requiredLevel(feature);
}

/**
 * The level `feature` still needs for a player of `playerLevel` (spec 000 section 9), or null when it is
 * open or the level is not known yet (the server still refuses a locked call with FEATURE_LOCKED).
 */
export function lockFor(feature: Feature, playerLevel: number | undefined): number | null {
  if (playerLevel === undefined || isUnlocked(feature, playerLevel)) return null;
  return requiredLevel(feature);
}
