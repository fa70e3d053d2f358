import { choiceGivesPoint, DEFAULT_MISSION_REWARDS, scoreMission } from './ministry-missions.rules';

describe('ministry mission scoring (spec 002 section 4)', () => {
  it('gives no point for either intro choice', () => {
    expect(choiceGivesPoint('intro', 0)).toBe(false);
    expect(choiceGivesPoint('intro', 1)).toBe(false);
  });

  it('gives a point for the first choice of each scene and none for the second', () => {
    for (const page of ['scene1', 'scene2', 'scene3'] as const) {
      expect(choiceGivesPoint(page, 0)).toBe(true);
      expect(choiceGivesPoint(page, 1)).toBe(false);
    }
  });

  it('scores each of the 16 paths as the number of first choices among the three scenes', () => {
    for (let path = 0; path < 16; path++) {
      const choices = [0, 1, 2, 3].map((bit) => (path >> bit) & 1);
      const expected = choices.slice(1).filter((choice) => choice === 0).length;
      expect(scoreMission(choices)).toBe(expected);
    }
    expect(scoreMission([1, 0, 0, 0])).toBe(3);
    expect(scoreMission([0, 1, 1, 1])).toBe(0);
    expect(scoreMission([0, 0, 1, 0])).toBe(2);
  });

  it('refuses anything but four choices of 0 or 1', () => {
    expect(() => scoreMission([0, 0, 0])).toThrow(RangeError);
    expect(() => scoreMission([0, 0, 0, 2])).toThrow(RangeError);
    expect(() => scoreMission([0, 0, 0, 0, 0])).toThrow(RangeError);
  });

  it('keeps the default rewards of spec 002 section 9', () => {
    expect(DEFAULT_MISSION_REWARDS).toEqual({
      0: { exp: 200, money: 0, blackcoins: 0 },
      1: { exp: 500, money: 0, blackcoins: 0 },
      2: { exp: 800, money: 1000, blackcoins: 0 },
      3: { exp: 1200, money: 2000, blackcoins: 5 },
    });
  });
});
