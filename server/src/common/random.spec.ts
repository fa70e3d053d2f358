import { RandomSource } from './random';

describe('RandomSource', () => {
  it('draws uniform numbers in [0, 1)', () => {
    const random = new RandomSource();
    const draws = Array.from({ length: 20_000 }, () => random.next());
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((sum, draw) => sum + draw, 0) / draws.length;
    // Standard error of the mean is 0.002; 0.02 is ten of them.
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.02);
    const belowTenth = draws.filter((draw) => draw < 0.1).length / draws.length;
    expect(Math.abs(belowTenth - 0.1)).toBeLessThan(0.015);
  });
});
