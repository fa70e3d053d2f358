import { energyChoices, trainingPoints, trainingSeconds } from './gym-rules';

describe('gym rules', () => {
  it('adds one point per 5 energy', () => {
    expect(trainingPoints(5)).toBe(1);
    expect(trainingPoints(50)).toBe(10);
    expect(trainingPoints(7)).toBe(1);
  });

  it('takes 6 seconds per energy point', () => {
    expect(trainingSeconds(5)).toBe(30);
    expect(trainingSeconds(100)).toBe(600);
  });

  it('offers multiples of 5 up to the current energy', () => {
    expect(energyChoices(17)).toEqual([5, 10, 15]);
    expect(energyChoices(4)).toEqual([]);
    expect(energyChoices(100)).toHaveLength(20);
  });
});
