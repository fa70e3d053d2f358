import { DEFAULT_GAME_CONSTANTS, type GameConstants } from './constants';

/** A character's stats that depend on level (and, once effective, on training and equipment). */
export interface Stats {
  maxHp: number;
  strength: number;
  defense: number;
  maxEnergy: number;
}

/** Stats with the fame they produce: fame is the single power figure that drives damage (DESIGN 6). */
export interface EffectiveStats extends Stats {
  fame: number;
}

/**
 * What a character adds on top of its level's base stats (DESIGN 6): gym training and the summed
 * bonuses of equipped weapons, armors, house, ride, pet and rank. Every field defaults to 0.
 */
export interface StatBonuses {
  trainedStrength?: number;
  trainedDefense?: number;
  /** Weapon damage, ride attackBonus, pet and rank powerBonus. */
  strengthBonus?: number;
  /** Armor def, house, ride and rank defenseBonus. */
  defenseBonus?: number;
  /** Armor and house hpBonus, added to max HP. */
  hpBonus?: number;
  /** Weapon energyBonus, added to max energy. */
  energyBonus?: number;
}

/** The fame formula's inputs (spec 001 section 2.2, fame tab). */
export interface FameInput {
  level: number;
  strength: number;
  maxHp: number;
  defense: number;
}

/** Where a character stands on the level ladder. `exp` is the experience earned inside the current level. */
export interface LevelProgress {
  level: number;
  exp: number;
}

function assertLevel(level: number): void {
  if (!Number.isInteger(level) || level < 1) {
    throw new RangeError(`level must be an integer >= 1, got ${level}`);
  }
}

/**
 * Base stats of a level, before training and equipment (spec 001 section 9, "Level calculator formulas").
 * With n = level − 1 levels above 1 and f = floor(n / 5) full five-level steps:
 * max HP = 1000 + 100n; strength = 10 + 2n + 10f; defense = 5 + n + 5f; max energy = 100 + 2n.
 * @throws RangeError when level is not an integer >= 1.
 */
export function baseStats(level: number): Stats {
  assertLevel(level);
  const above = level - 1;
  const fullFives = Math.floor(above / 5);
  return {
    maxHp: 1000 + 100 * above,
    strength: 10 + 2 * above + 10 * fullFives,
    defense: 5 + above + 5 * fullFives,
    maxEnergy: 100 + 2 * above,
  };
}

/**
 * Fame = 100 × level + 20 × strength + 8 × maxHp + 20 × defense, rounded down (spec 001 section 9).
 * Pass effective stats (DESIGN 6); the fame tab of the calculator passes whatever the admin typed.
 */
export function fame({ level, strength, maxHp, defense }: FameInput): number {
  return Math.floor(100 * level + 20 * strength + 8 * maxHp + 20 * defense);
}

/**
 * Battle damage range of a fame value (spec 001 section 9): min = floor(5% of fame) but at least 1,
 * max = floor(8% of fame) but never below min. Both in HP points per hit, before the target's defense.
 */
export function damageRange(fameValue: number): { min: number; max: number } {
  const min = Math.max(1, Math.floor((fameValue * 5) / 100));
  const max = Math.max(min, Math.floor((fameValue * 8) / 100));
  return { min, max };
}

/** An exact non-negative fraction, so 200 × 1.15 is 230 and not 229.99999999999997 as in floating point. */
interface Fraction {
  num: bigint;
  den: bigint;
}

function pow(base: bigint, exponent: number): bigint {
  return base ** BigInt(exponent);
}

/** 200 × 1.15^19 × 1.12^(level − 20), exact; 1.15 = 23/20 and 1.12 = 28/25. */
function expCurve(level: number): Fraction {
  const steps15 = Math.min(level, 20) - 1;
  const steps12 = Math.max(level - 20, 0);
  return {
    num: 200n * pow(23n, steps15) * pow(28n, steps12),
    den: pow(20n, steps15) * pow(25n, steps12),
  };
}

/**
 * Experience needed to go from `level` to `level + 1` (spec 001 section 9):
 * - levels 1 to 20: 200 × 1.15^(level − 1);
 * - levels 21 to 50: E20 × 1.12^(level − 20);
 * - levels 51 to 80: E50 + 15,000 × (level − 50);
 * - above 80: E80 + 450,000 + 25,000 × (level − 80), where E80 = E50 + 450,000.
 *
 * E20 and E50 are the UNROUNDED band values (E20 = 200 × 1.15^19 ≈ 2,846.35, E50 = E20 × 1.12^30 ≈ 85,276.55);
 * the whole expression is computed exactly (rational arithmetic, no floating-point drift) and rounded
 * down once, at the end. Level 81 therefore needs 1,010,276: the spec's extra 450,000 is a deliberate step.
 * @throws RangeError when level is not an integer >= 1.
 */
export function expForNextLevel(level: number): number {
  assertLevel(level);
  const curve = expCurve(Math.min(level, 50));
  let flatAfter50 = 0;
  if (level > 50) flatAfter50 += 15_000 * (Math.min(level, 80) - 50);
  if (level > 80) flatAfter50 += 450_000 + 25_000 * (level - 80);
  return Number((curve.num + BigInt(flatAfter50) * curve.den) / curve.den);
}

/**
 * Base stats of a level plus training and equipment, and the fame they give (DESIGN 6).
 * Strength adds trainedStrength and strengthBonus; defense adds trainedDefense and defenseBonus;
 * max HP adds hpBonus; max energy adds energyBonus.
 * @throws RangeError when level is not an integer >= 1.
 */
export function effectiveStats(level: number, bonuses: StatBonuses = {}): EffectiveStats {
  const base = baseStats(level);
  const stats: Stats = {
    maxHp: base.maxHp + (bonuses.hpBonus ?? 0),
    strength: base.strength + (bonuses.trainedStrength ?? 0) + (bonuses.strengthBonus ?? 0),
    defense: base.defense + (bonuses.trainedDefense ?? 0) + (bonuses.defenseBonus ?? 0),
    maxEnergy: base.maxEnergy + (bonuses.energyBonus ?? 0),
  };
  return { ...stats, fame: fame({ level, ...stats }) };
}

/**
 * Adds `gained` experience points and levels up (DESIGN 6): while exp reaches `expForNextLevel(level)`,
 * that requirement is subtracted and the level goes up by one, so the remainder carries over and one
 * gain can pass several levels. At `constants.maxLevel` (100) the level stops but exp keeps accumulating.
 * The caller restores HP and energy when `levelsGained > 0`.
 * @throws RangeError when gained is negative or the level is not an integer >= 1.
 */
export function applyExperience(
  progress: LevelProgress,
  gained: number,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): LevelProgress & { levelsGained: number } {
  assertLevel(progress.level);
  if (gained < 0) throw new RangeError(`gained experience must be >= 0, got ${gained}`);
  let { level } = progress;
  let exp = progress.exp + gained;
  while (level < constants.maxLevel && exp >= expForNextLevel(level)) {
    exp -= expForNextLevel(level);
    level += 1;
  }
  return { level, exp, levelsGained: level - progress.level };
}

interface RegenInput {
  value: number;
  max: number;
  updatedAt: Date;
  now: Date;
  amountPerTick: number;
  intervalSeconds: number;
}

/**
 * Lazy regeneration from a stored value and the time it was stored: one `amountPerTick` per FULL interval
 * elapsed, capped at max. The returned timestamp advances by whole ticks only, so progress toward the next
 * tick is kept; once the value is at (or above) max the timestamp becomes `now`, because no regeneration
 * is owed while full. A value above max (max lowered by unequipping) is left as it is, never cut.
 */
function regenerate({ value, max, updatedAt, now, amountPerTick, intervalSeconds }: RegenInput): {
  value: number;
  updatedAt: Date;
} {
  if (value >= max) return { value, updatedAt: now };
  const intervalMs = intervalSeconds * 1000;
  const ticks = Math.floor((now.getTime() - updatedAt.getTime()) / intervalMs);
  if (ticks <= 0) return { value, updatedAt };
  const regenerated = Math.min(max, value + ticks * amountPerTick);
  if (regenerated >= max) return { value: regenerated, updatedAt: now };
  return { value: regenerated, updatedAt: new Date(updatedAt.getTime() + ticks * intervalMs) };
}

/**
 * Energy after lazy regeneration (DESIGN 6): +5 per full 300 s since `updatedAt`, capped at maxEnergy.
 * `updatedAt` and `now` are instants; the returned `updatedAt` moves forward by whole 300 s ticks only
 * (partial progress is kept), or to `now` when energy is at max. A clock that went backwards changes nothing.
 */
export function regenerateEnergy(
  input: { energy: number; updatedAt: Date; maxEnergy: number; now: Date },
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): { energy: number; updatedAt: Date } {
  const { value, updatedAt } = regenerate({
    value: input.energy,
    max: input.maxEnergy,
    updatedAt: input.updatedAt,
    now: input.now,
    amountPerTick: constants.energyRegenAmount,
    intervalSeconds: constants.energyRegenIntervalSeconds,
  });
  return { energy: value, updatedAt };
}

/**
 * HP after lazy regeneration (DESIGN 6): +floor(5% of maxHp) per full 300 s since `updatedAt`, capped at
 * maxHp, with the same timestamp rule as `regenerateEnergy`. No regeneration in hospital: HP stays and
 * `updatedAt` becomes `now`, so the time spent there is never paid out later (leaving hospital restores
 * HP to max, which is the caller's job).
 */
export function regenerateHp(
  input: { hp: number; updatedAt: Date; maxHp: number; now: Date; inHospital: boolean },
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): { hp: number; updatedAt: Date } {
  if (input.inHospital) return { hp: input.hp, updatedAt: input.now };
  const { value, updatedAt } = regenerate({
    value: input.hp,
    max: input.maxHp,
    updatedAt: input.updatedAt,
    now: input.now,
    amountPerTick: Math.floor((input.maxHp * constants.hpRegenPercent) / 100),
    intervalSeconds: constants.hpRegenIntervalSeconds,
  });
  return { hp: value, updatedAt };
}
