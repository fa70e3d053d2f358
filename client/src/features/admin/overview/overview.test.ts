import { dayLabel, derivedStats, share } from './overview';

describe('overview figures', () => {
  it('derives shares and averages without dividing by zero', () => {
    expect(share(1, 0)).toBe(0);
    const stats = {
      totalUsers: 200,
      activeUsers: 50,
      bannedUsers: 10,
      totalCharacters: 3,
      totalMoney: 1000,
      totalBlackcoins: 10,
    } as never;
    expect(derivedStats(stats)).toEqual({
      activeShare: 0.25,
      banRate: 0.05,
      moneyPerCharacter: 333,
      blackcoinsPerCharacter: 3,
    });
  });

  it('labels a day in Arabic-Indic digits', () => {
    expect(dayLabel('2026-11-26')).toBe('٢٦/١١');
  });
});
