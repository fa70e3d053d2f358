/**
 * Feature unlock levels (spec 000 section 9) and the feature info the client reads from
 * `GET /api/features/info` (spec 000 sections 3, 4 and 7).
 */

/** Every gated feature, in the spec table's order (level, then the table's order within a level). */
export const FEATURES = [
  'home',
  'character',
  'shop',
  'hospital',
  'jail',
  'inventory',
  'globalChat',
  'loginGifts',
  'crimes',
  'gym',
  'jobs',
  'suggestions',
  'settings',
  'activePlayers',
  'friends',
  'messages',
  'specialShop',
  'tasks',
  'ministryMissions',
  'bloodContracts',
  'fights',
  'gangs',
  'bank',
  'houses',
  'rides',
  'blackMarket',
  'pets',
  'transfers',
  'leaderboard',
] as const;

export type Feature = (typeof FEATURES)[number];

/**
 * Level at which each feature unlocks (spec 000 section 9). `fights` is not in the spec's table; the
 * navigation drawer's own table puts it at 6, beside blood contracts (DESIGN 6: fights need level 6).
 */
export const FEATURE_UNLOCK_LEVELS: Readonly<Record<Feature, number>> = Object.freeze({
  home: 1,
  character: 1,
  shop: 1,
  hospital: 1,
  jail: 1,
  inventory: 1,
  globalChat: 1,
  loginGifts: 1,
  crimes: 1,
  gym: 1,
  jobs: 1,
  suggestions: 1,
  settings: 1,
  activePlayers: 1,
  friends: 1,
  messages: 1,
  specialShop: 1,
  tasks: 1,
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
});

/** From this level on every feature is unlocked, whatever the table says (spec 000 section 4). */
export const ALL_FEATURES_UNLOCKED_LEVEL = 31;

/** Levels over which progress toward a locked feature grows from 0 (spec 000 section 4). */
const PROGRESS_WINDOW_LEVELS = 5;
/** Progress shown for a locked feature never exceeds this (spec 000 section 4). */
const MAX_LOCKED_PROGRESS = 0.9;

export interface LockedFeature {
  feature: Feature;
  requiredLevel: number;
  /** 0 to 0.9; see `lockedFeatureProgress`. */
  progress: number;
}

export interface NextFeature {
  feature: Feature;
  requiredLevel: number;
  levelsRemaining: number;
}

/** The body of `GET /api/features/info` (spec 000 sections 3 and 7). */
export interface FeatureInfo {
  playerLevel: number;
  unlockedFeatures: Feature[];
  lockedFeatures: LockedFeature[];
  nextFeature: NextFeature | null;
  featuresAtCurrentLevel: Feature[];
}

/** Narrows an untrusted string (a route parameter, a decorator argument) to a `Feature`. */
export function isFeature(value: string): value is Feature {
  return Object.hasOwn(FEATURE_UNLOCK_LEVELS, value);
}

/**
 * Whether a character of `level` may use `feature` (spec 000 section 4): level at least the required
 * level, and everything from level 31 on.
 */
export function isFeatureUnlocked(feature: Feature, level: number): boolean {
  return level >= ALL_FEATURES_UNLOCKED_LEVEL || level >= FEATURE_UNLOCK_LEVELS[feature];
}

/**
 * Progress toward a feature still locked at `level` (spec 000 section 4): 1 − (levels missing / 5),
 * floored at 0 and capped at 0.9. Computed as (5 − missing) / 5 so the result is the exact decimal
 * (0.2, not 0.19999999999999996). With whole levels the highest reachable value is 0.8 (one level missing).
 */
export function lockedFeatureProgress(requiredLevel: number, level: number): number {
  const missing = requiredLevel - level;
  const progress = (PROGRESS_WINDOW_LEVELS - missing) / PROGRESS_WINDOW_LEVELS;
  return Math.min(MAX_LOCKED_PROGRESS, Math.max(0, progress));
}

/**
 * Feature info for a character of `level` (spec 000 sections 3, 4, 7). Lists keep the table's order.
 * `nextFeature` is the locked feature with the lowest required level (the first in table order on a tie:
 * at level 5 that is bloodContracts before fights), or null once nothing is locked.
 * `featuresAtCurrentLevel` are the features whose unlock level is exactly `level` (empty from 31 on).
 */
export function featureInfo(level: number): FeatureInfo {
  const unlockedFeatures: Feature[] = [];
  const lockedFeatures: LockedFeature[] = [];
  for (const feature of FEATURES) {
    const requiredLevel = FEATURE_UNLOCK_LEVELS[feature];
    if (isFeatureUnlocked(feature, level)) {
      unlockedFeatures.push(feature);
    } else {
      lockedFeatures.push({ feature, requiredLevel, progress: lockedFeatureProgress(requiredLevel, level) });
    }
  }

  let next: LockedFeature | undefined;
  for (const locked of lockedFeatures) {
    if (next === undefined || locked.requiredLevel < next.requiredLevel) next = locked;
  }

  return {
    playerLevel: level,
    unlockedFeatures,
    lockedFeatures,
    nextFeature: next
      ? {
          feature: next.feature,
          requiredLevel: next.requiredLevel,
          levelsRemaining: next.requiredLevel - level,
        }
      : null,
    featuresAtCurrentLevel: FEATURES.filter((feature) => FEATURE_UNLOCK_LEVELS[feature] === level),
  };
}
