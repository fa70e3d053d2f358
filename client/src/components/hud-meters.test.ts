import { hudMeters, meterPercent } from './hud-meters';

describe('meterPercent', () => {
  it('is the share of the maximum, in percent', () => {
    expect(meterPercent(25, 50)).toBe(50);
    expect(meterPercent(1, 3)).toBeCloseTo(33.33, 2);
  });

  it('stays within 0..100 when the value passes either end', () => {
    expect(meterPercent(120, 100)).toBe(100);
    expect(meterPercent(-5, 100)).toBe(0);
  });

  it('shows an empty bar when the maximum is 0', () => {
    expect(meterPercent(10, 0)).toBe(0);
  });
});

describe('hudMeters', () => {
  it('lists health, energy and experience with their current and maximum values', () => {
    const hud = {
      level: 7,
      hp: 140,
      maxHp: 220,
      energy: 0,
      maxEnergy: 75,
      exp: 410,
      nextLevelExp: 900,
      money: 1_000,
      blackcoins: 2,
      isVip: false,
      vipExpiresAt: null,
    };
    expect(hudMeters(hud).map(({ key, value, max }) => [key, value, max])).toEqual([
      ['hp', 140, 220],
      ['energy', 0, 75],
      ['exp', 410, 900],
    ]);
  });
});
