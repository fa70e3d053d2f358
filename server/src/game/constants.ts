/**
 * Game constants: the spec's numbers (spec 000 section 9) and the rules DESIGN section 6 fixes.
 *
 * Every rule function in `server/src/game/` takes a `GameConstants` as its last, optional argument and
 * defaults to `DEFAULT_GAME_CONSTANTS`, so a test shortens a duration by passing
 * `{ ...DEFAULT_GAME_CONSTANTS, energyRegenIntervalSeconds: 1 }` instead of waiting.
 * Names carry their unit (`Seconds`, `Minutes`, `Percent`).
 */
export interface GameConstants {
  /** Energy points added per regeneration tick (DESIGN 6: +5 every 5 minutes). */
  readonly energyRegenAmount: number;
  /** Length of one energy regeneration tick, in seconds. */
  readonly energyRegenIntervalSeconds: number;
  /** Percent of max HP added per regeneration tick outside hospital (DESIGN 6: 5%). */
  readonly hpRegenPercent: number;
  /** Length of one HP regeneration tick, in seconds. */
  readonly hpRegenIntervalSeconds: number;
  /** Multiplier on a VIP's money and XP gains (spec 000 section 9: factor 1.5, bonus 50%). */
  readonly vipFactor: number;
  /** Energy an attacker spends on one fight (DESIGN 6). */
  readonly fightEnergyCost: number;
  /** Hospital stay for a fight's loser, in minutes (spec 000 sections 4 and 9). */
  readonly fightHospitalMinutes: number;
  /** Hospital stay for a contract's target when the assassin wins, in minutes (spec 000 section 9). */
  readonly contractHospitalMinutes: number;
  /** Jail stay for an assassin who loses a contract, in minutes (spec 000 section 9). */
  readonly contractJailMinutes: number;
  /** How long a blood contract stays open before it expires and the reward is refunded, in hours (DESIGN 6: 24). */
  readonly contractDurationHours: number;
  /** Blackcoins charged per started remaining minute of hospital or jail for early release (DESIGN 6). */
  readonly earlyReleaseBlackcoinsPerMinute: number;
  /** Entries per leaderboard category (spec 000 section 9). */
  readonly leaderboardSize: number;
  /** How often the leaderboards are rebuilt, in seconds (spec 000 section 9: every 5 minutes). */
  readonly leaderboardRefreshSeconds: number;
  /** Most results a player search returns (spec 000 section 9). */
  readonly searchLimit: number;
  /** Shortest accepted player-search query, in characters (spec 000 section 9). */
  readonly searchMinQueryLength: number;
  /** A new user's settings (spec 000 section 9: volumes 0..1, both unmuted). */
  readonly defaultSettings: {
    readonly notificationSoundVolume: number;
    readonly notificationSoundMuted: boolean;
    readonly backgroundMusicVolume: number;
    readonly backgroundMusicMuted: boolean;
  };
  /** Display-name prefix of guest accounts, followed by digits (spec 000 section 9). */
  readonly guestNamePrefix: string;
  /** IANA time zone that defines the game's calendar day (payroll, login gifts; DESIGN 6). */
  readonly gameTimeZone: string;
  /** Lifetime of an access token, in seconds (DESIGN 4: 60 minutes). */
  readonly accessTokenTtlSeconds: number;
  /** Highest level a character can reach; experience keeps accumulating there (see `applyExperience`). */
  readonly maxLevel: number;
  /** Energy a gym training spends per stat point gained; the chosen energy is a multiple of it (DESIGN 6: 5). */
  readonly gymEnergyPerPoint: number;
  /** Gym training time per energy point spent, in seconds (DESIGN 6: 6 s). */
  readonly gymSecondsPerEnergy: number;
  /** How long a black-market listing stays up before its units go back to the seller, in days (DESIGN 6: 7). */
  readonly blackMarketListingDays: number;
  /** Share of a black-market price the game keeps, in percent; the seller gets the rest rounded down (DESIGN 6: 5). */
  readonly blackMarketFeePercent: number;
  /** Highest black-market price, in money (DESIGN 6: 1,000,000,000; the lowest is 1). */
  readonly blackMarketMaxPrice: number;
  /** Smallest money transfer, in money (DESIGN 6: 100). */
  readonly transferMinAmount: number;
  /** Fee on a money transfer paid by the sender on top, in percent rounded up (DESIGN 6: 5). */
  readonly transferFeePercent: number;
  /** Transfers one sender may make per game calendar day (DESIGN 6: 20). */
  readonly transferDailyLimit: number;
  /** Hospital stay of each member a gang bomb hits, in minutes (spec 002 section 9: 30). */
  readonly gangBombHospitalMinutes: number;
}

/** The production values. Frozen: tests override by spreading into a new object. */
export const DEFAULT_GAME_CONSTANTS: GameConstants = Object.freeze({
  energyRegenAmount: 5,
  energyRegenIntervalSeconds: 300,
  hpRegenPercent: 5,
  hpRegenIntervalSeconds: 300,
  vipFactor: 1.5,
  fightEnergyCost: 10,
  fightHospitalMinutes: 20,
  contractHospitalMinutes: 30,
  contractJailMinutes: 30,
  contractDurationHours: 24,
  earlyReleaseBlackcoinsPerMinute: 1,
  leaderboardSize: 50,
  leaderboardRefreshSeconds: 300,
  searchLimit: 50,
  searchMinQueryLength: 2,
  defaultSettings: Object.freeze({
    notificationSoundVolume: 0.5,
    notificationSoundMuted: false,
    backgroundMusicVolume: 0.3,
    backgroundMusicMuted: false,
  }),
  guestNamePrefix: 'ضيف_',
  gameTimeZone: 'Asia/Riyadh',
  accessTokenTtlSeconds: 3600,
  maxLevel: 100,
  gymEnergyPerPoint: 5,
  gymSecondsPerEnergy: 6,
  blackMarketListingDays: 7,
  blackMarketFeePercent: 5,
  blackMarketMaxPrice: 1_000_000_000,
  transferMinAmount: 100,
  transferFeePercent: 5,
  transferDailyLimit: 20,
  gangBombHospitalMinutes: 30,
});

/** Short name for the production constants in application code; the same object as `DEFAULT_GAME_CONSTANTS`. */
export const GAME = DEFAULT_GAME_CONSTANTS;
