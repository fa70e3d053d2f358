import { DEFAULT_GAME_CONSTANTS } from './constants';
import {
  applyExperience,
  baseStats,
  damageRange,
  effectiveStats,
  expForNextLevel,
  fame,
  regenerateEnergy,
  regenerateHp,
} from './stats.rules';

const MINUTE = 60_000;
const T0 = new Date('2025-01-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('baseStats (spec 001 section 9)', () => {
  it.each([
    [1, 1000],
    [2, 1100],
    [5, 1400],
    [6, 1500],
    [20, 2900],
    [21, 3000],
    [50, 5900],
    [51, 6000],
    [80, 8900],
    [81, 9000],
    [100, 10900],
  ])('gives level %i a max HP of %i (1000 + 100 per level above 1)', (level, maxHp) => {
    expect(baseStats(level).maxHp).toBe(maxHp);
  });

  it.each([
    [1, 10],
    [2, 12],
    [5, 18],
    [6, 30],
    [20, 78],
    [21, 90],
    [50, 198],
    [51, 210],
    [80, 318],
    [81, 330],
    [100, 398],
  ])('gives level %i a strength of %i (10 + 2 per level above 1 + 10 per full 5)', (level, strength) => {
    expect(baseStats(level).strength).toBe(strength);
  });

  it.each([
    [1, 5],
    [2, 6],
    [5, 9],
    [6, 15],
    [20, 39],
    [21, 45],
    [50, 99],
    [51, 105],
    [80, 159],
    [81, 165],
    [100, 199],
  ])('gives level %i a defense of %i (5 + 1 per level above 1 + 5 per full 5)', (level, defense) => {
    expect(baseStats(level).defense).toBe(defense);
  });

  it.each([
    [1, 100],
    [2, 102],
    [5, 108],
    [6, 110],
    [20, 138],
    [21, 140],
    [50, 198],
    [51, 200],
    [80, 258],
    [81, 260],
    [100, 298],
  ])('gives level %i a max energy of %i (100 + 2 per level above 1)', (level, maxEnergy) => {
    expect(baseStats(level).maxEnergy).toBe(maxEnergy);
  });

  it.each([0, -3, 2.5, Number.NaN])('rejects level %p', (level) => {
    expect(() => baseStats(level)).toThrow(RangeError);
  });
});

describe('fame (spec 001 section 9)', () => {
  it.each([
    [1, 8400],
    [2, 9360],
    [5, 12240],
    [6, 13500],
    [20, 27540],
    [21, 28800],
    [50, 58140],
    [51, 59400],
    [80, 88740],
    [81, 90000],
    [100, 109140],
  ])('gives a level %i character with base stats a fame of %i', (level, expected) => {
    expect(fame({ level, ...baseStats(level) })).toBe(expected);
  });

  it('weighs level by 100, strength by 20, max HP by 8 and defense by 20', () => {
    expect(fame({ level: 1, strength: 0, maxHp: 0, defense: 0 })).toBe(100);
    expect(fame({ level: 0, strength: 1, maxHp: 0, defense: 0 })).toBe(20);
    expect(fame({ level: 0, strength: 0, maxHp: 1, defense: 0 })).toBe(8);
    expect(fame({ level: 0, strength: 0, maxHp: 0, defense: 1 })).toBe(20);
  });

  it('rounds a fractional result down', () => {
    expect(fame({ level: 0, strength: 0, maxHp: 0.3, defense: 0 })).toBe(2);
  });
});

describe('expForNextLevel (spec 001 section 9)', () => {
  it.each([
    [1, 200],
    [2, 230],
    [3, 264],
    [5, 349],
    [6, 402],
    [20, 2846],
    [21, 3187],
    [50, 85276],
    [51, 100276],
    [80, 535276],
    [81, 1010276],
    [100, 1485276],
  ])('at level %i needs %i experience for the next level', (level, expected) => {
    expect(expForNextLevel(level)).toBe(expected);
  });

  it('needs exactly 230 at level 2, where 200 × 1.15 in floating point would round down to 229', () => {
    expect(expForNextLevel(2)).toBe(230);
  });

  it('adds 15,000 per level between 51 and 80', () => {
    expect(expForNextLevel(52) - expForNextLevel(51)).toBe(15000);
  });

  it('adds 25,000 per level above 80', () => {
    expect(expForNextLevel(82) - expForNextLevel(81)).toBe(25000);
  });

  it('rejects level 0', () => {
    expect(() => expForNextLevel(0)).toThrow(RangeError);
  });
});

describe('damageRange (spec 001 section 9)', () => {
  it.each([
    [8400, 420, 672],
    [9360, 468, 748],
    [12240, 612, 979],
    [13500, 675, 1080],
    [27540, 1377, 2203],
    [28800, 1440, 2304],
    [58140, 2907, 4651],
    [59400, 2970, 4752],
    [88740, 4437, 7099],
    [90000, 4500, 7200],
    [109140, 5457, 8731],
  ])('gives fame %i a damage range of %i to %i', (fameValue, min, max) => {
    expect(damageRange(fameValue)).toEqual({ min, max });
  });

  it('never goes below 1 damage', () => {
    expect(damageRange(0)).toEqual({ min: 1, max: 1 });
  });

  it('keeps max at least min when 8% of fame rounds below 1', () => {
    expect(damageRange(10)).toEqual({ min: 1, max: 1 });
  });

  it('uses minimum 1 with a larger max for small fame', () => {
    expect(damageRange(25)).toEqual({ min: 1, max: 2 });
  });
});

describe('effectiveStats (DESIGN 6)', () => {
  it('equals the base stats with no bonuses, with the base fame', () => {
    expect(effectiveStats(6)).toEqual({
      maxHp: 1500,
      strength: 30,
      defense: 15,
      maxEnergy: 110,
      fame: 13500,
    });
  });

  it('adds training and equipment to the base and computes fame from the result', () => {
    const stats = effectiveStats(10, {
      trainedStrength: 7,
      trainedDefense: 3,
      strengthBonus: 20,
      defenseBonus: 12,
      hpBonus: 250,
      energyBonus: 15,
    });
    // level 10 base: maxHp 1900, strength 38, defense 19, maxEnergy 118
    // fame = 1000 + 20 × 65 + 8 × 2150 + 20 × 34 = 1000 + 1300 + 17200 + 680
    expect(stats).toEqual({ maxHp: 2150, strength: 65, defense: 34, maxEnergy: 133, fame: 20180 });
  });

  it('gives 1,900 max HP at level 10', () => {
    expect(effectiveStats(10, {}).maxHp).toBe(1900);
  });
});

describe('applyExperience (DESIGN 6)', () => {
  it('stays at the level while exp is below the requirement', () => {
    expect(applyExperience({ level: 1, exp: 150 }, 49)).toEqual({ level: 1, exp: 199, levelsGained: 0 });
  });

  it('levels up when exp reaches the requirement exactly', () => {
    expect(applyExperience({ level: 1, exp: 150 }, 50)).toEqual({ level: 2, exp: 0, levelsGained: 1 });
  });

  it('carries the remainder into the next level', () => {
    expect(applyExperience({ level: 1, exp: 0 }, 230)).toEqual({ level: 2, exp: 30, levelsGained: 1 });
  });

  it('passes several levels with one gain (200 + 230 + 264 = 694)', () => {
    expect(applyExperience({ level: 1, exp: 0 }, 700)).toEqual({ level: 4, exp: 6, levelsGained: 3 });
  });

  it('stops at level 100 and keeps the rest of the experience', () => {
    expect(applyExperience({ level: 99, exp: 0 }, 2_000_000)).toEqual({
      level: 100,
      exp: 539724,
      levelsGained: 1,
    });
  });

  it('keeps accumulating experience at level 100', () => {
    expect(applyExperience({ level: 100, exp: 5_000_000 }, 5)).toEqual({
      level: 100,
      exp: 5_000_005,
      levelsGained: 0,
    });
  });

  it('honours an overridden max level', () => {
    const constants = { ...DEFAULT_GAME_CONSTANTS, maxLevel: 2 };
    expect(applyExperience({ level: 1, exp: 0 }, 700, constants)).toEqual({
      level: 2,
      exp: 500,
      levelsGained: 1,
    });
  });

  it('rejects negative experience', () => {
    expect(() => applyExperience({ level: 1, exp: 0 }, -1)).toThrow(RangeError);
  });
});

describe('regenerateEnergy (DESIGN 6)', () => {
  it('adds nothing before the first full 5 minutes', () => {
    expect(
      regenerateEnergy({ energy: 50, maxEnergy: 100, updatedAt: T0, now: at(4 * MINUTE + 59_999) }),
    ).toEqual({ energy: 50, updatedAt: T0 });
  });

  it('adds 5 energy after exactly 5 minutes', () => {
    expect(regenerateEnergy({ energy: 50, maxEnergy: 100, updatedAt: T0, now: at(5 * MINUTE) })).toEqual({
      energy: 55,
      updatedAt: at(5 * MINUTE),
    });
  });

  it('adds 5 per full tick and keeps the partial tick by advancing updatedAt by whole ticks', () => {
    expect(regenerateEnergy({ energy: 50, maxEnergy: 100, updatedAt: T0, now: at(14 * MINUTE) })).toEqual({
      energy: 60,
      updatedAt: at(10 * MINUTE),
    });
  });

  it('caps at max energy and sets updatedAt to now', () => {
    const now = at(5 * MINUTE + 1_000);
    expect(regenerateEnergy({ energy: 98, maxEnergy: 100, updatedAt: T0, now })).toEqual({
      energy: 100,
      updatedAt: now,
    });
  });

  it('stays at max and moves updatedAt to now when already full', () => {
    const now = at(60 * MINUTE);
    expect(regenerateEnergy({ energy: 100, maxEnergy: 100, updatedAt: T0, now })).toEqual({
      energy: 100,
      updatedAt: now,
    });
  });

  it('does not cut energy that is above max', () => {
    const now = at(60 * MINUTE);
    expect(regenerateEnergy({ energy: 120, maxEnergy: 100, updatedAt: T0, now })).toEqual({
      energy: 120,
      updatedAt: now,
    });
  });

  it('changes nothing when the clock went backwards', () => {
    expect(regenerateEnergy({ energy: 50, maxEnergy: 100, updatedAt: T0, now: at(-10 * MINUTE) })).toEqual({
      energy: 50,
      updatedAt: T0,
    });
  });

  it('uses the interval from the constants', () => {
    const constants = { ...DEFAULT_GAME_CONSTANTS, energyRegenIntervalSeconds: 60 };
    expect(
      regenerateEnergy({ energy: 50, maxEnergy: 100, updatedAt: T0, now: at(2 * MINUTE) }, constants),
    ).toEqual({ energy: 60, updatedAt: at(2 * MINUTE) });
  });
});

describe('regenerateHp (DESIGN 6)', () => {
  it('adds 5% of max HP (75 of 1,500) per full 5 minutes and keeps the partial tick', () => {
    expect(
      regenerateHp({ hp: 100, maxHp: 1500, updatedAt: T0, now: at(20 * MINUTE + 59_000), inHospital: false }),
    ).toEqual({ hp: 400, updatedAt: at(20 * MINUTE) });
  });

  it('rounds 5% of max HP down (1,010 gives 50 per tick)', () => {
    expect(
      regenerateHp({ hp: 0, maxHp: 1010, updatedAt: T0, now: at(5 * MINUTE), inHospital: false }),
    ).toEqual({ hp: 50, updatedAt: at(5 * MINUTE) });
  });

  it('adds nothing before the first full 5 minutes', () => {
    expect(
      regenerateHp({ hp: 100, maxHp: 1500, updatedAt: T0, now: at(4 * MINUTE), inHospital: false }),
    ).toEqual({ hp: 100, updatedAt: T0 });
  });

  it('caps at max HP and sets updatedAt to now', () => {
    const now = at(7 * MINUTE);
    expect(regenerateHp({ hp: 1450, maxHp: 1500, updatedAt: T0, now, inHospital: false })).toEqual({
      hp: 1500,
      updatedAt: now,
    });
  });

  it('does not regenerate in hospital and moves updatedAt to now', () => {
    const now = at(60 * MINUTE);
    expect(regenerateHp({ hp: 100, maxHp: 1500, updatedAt: T0, now, inHospital: true })).toEqual({
      hp: 100,
      updatedAt: now,
    });
  });

  it('uses the percent and interval from the constants', () => {
    const constants = { ...DEFAULT_GAME_CONSTANTS, hpRegenPercent: 10, hpRegenIntervalSeconds: 60 };
    expect(
      regenerateHp({ hp: 0, maxHp: 1000, updatedAt: T0, now: at(3 * MINUTE), inHospital: false }, constants),
    ).toEqual({ hp: 300, updatedAt: at(3 * MINUTE) });
  });
});
