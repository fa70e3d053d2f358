import { baseStats, damageRange, expForNextLevel, fame } from './calculator';

/** Spec 001 section 9, the same hand-computed numbers as server/src/game/stats.rules.spec.ts. */
describe('level and fame calculator (spec 001 section 9)', () => {
  it.each([
    [1, 1000, 10, 5, 100, 8400, 200],
    [2, 1100, 12, 6, 102, 9360, 230],
    [5, 1400, 18, 9, 108, 12240, 349],
    [6, 1500, 30, 15, 110, 13500, 402],
    [20, 2900, 78, 39, 138, 27540, 2846],
    [21, 3000, 90, 45, 140, 28800, 3187],
    [50, 5900, 198, 99, 198, 58140, 85276],
    [51, 6000, 210, 105, 200, 59400, 100276],
    [80, 8900, 318, 159, 258, 88740, 535276],
    [81, 9000, 330, 165, 260, 90000, 1010276],
    [100, 10900, 398, 199, 298, 109140, 1485276],
  ])(
    'level %i: max HP %i, strength %i, defense %i, max energy %i, fame %i, next level %i exp',
    (level, maxHp, strength, defense, maxEnergy, expectedFame, exp) => {
      const stats = baseStats(level);
      expect(stats).toEqual({ maxHp, strength, defense, maxEnergy });
      expect(fame({ level, ...stats })).toBe(expectedFame);
      expect(expForNextLevel(level)).toBe(exp);
    },
  );

  it.each([
    [8400, 420, 672],
    [13500, 675, 1080],
    [109140, 5457, 8731],
    [0, 1, 1],
  ])('gives fame %i a battle damage range of %i to %i', (value, min, max) => {
    expect(damageRange(value)).toEqual({ min, max });
  });

  it('weighs the fame tab inputs 100, 20, 8 and 20', () => {
    expect(fame({ level: 10, strength: 50, maxHp: 2000, defense: 30 })).toBe(1000 + 1000 + 16000 + 600);
  });
});
