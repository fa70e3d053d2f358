import { DEFAULT_GAME_CONSTANTS } from './constants';
import { isTrainingEnergy, trainingRemainingSeconds, trainingTerms } from './gym.rules';

const T0 = new Date('2025-01-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('gym constants (DESIGN 6)', () => {
  it('gives 1 stat point per 5 energy and takes 6 seconds per energy point', () => {
    expect(DEFAULT_GAME_CONSTANTS.gymEnergyPerPoint).toBe(5);
    expect(DEFAULT_GAME_CONSTANTS.gymSecondsPerEnergy).toBe(6);
  });
});

describe('trainingTerms (DESIGN 6)', () => {
  it.each([
    [5, 1, 30],
    [10, 2, 60],
    [50, 10, 300],
    [100, 20, 600],
  ])('turns %i energy into %i points over %i seconds', (energy, points, durationSeconds) => {
    expect(trainingTerms(energy)).toEqual({ points, durationSeconds });
  });

  it.each([0, -5, 7, 12, 2.5, Number.NaN])(
    'refuses %p energy, which is not a positive multiple of 5',
    (energy) => {
      expect(() => trainingTerms(energy)).toThrow(RangeError);
    },
  );

  it('follows overridden constants', () => {
    const constants = { ...DEFAULT_GAME_CONSTANTS, gymEnergyPerPoint: 10, gymSecondsPerEnergy: 1 };
    expect(trainingTerms(30, constants)).toEqual({ points: 3, durationSeconds: 30 });
    expect(() => trainingTerms(5, constants)).toThrow(RangeError);
  });
});

describe('isTrainingEnergy', () => {
  it('accepts positive whole multiples of 5 only', () => {
    expect([5, 10, 95, 100].map((energy) => isTrainingEnergy(energy))).toEqual([true, true, true, true]);
    expect(
      [0, -5, 1, 4, 6, 7, 5.5, Number.POSITIVE_INFINITY].map((energy) => isTrainingEnergy(energy)),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});

describe('trainingRemainingSeconds', () => {
  it('rounds a started second up', () => {
    expect(trainingRemainingSeconds(at(30_000), T0)).toBe(30);
    expect(trainingRemainingSeconds(at(29_001), T0)).toBe(30);
    expect(trainingRemainingSeconds(at(1), T0)).toBe(1);
  });

  it('is 0 once the training is due or overdue', () => {
    expect(trainingRemainingSeconds(T0, T0)).toBe(0);
    expect(trainingRemainingSeconds(at(-5000), T0)).toBe(0);
  });
});
