import { vipSplit } from '../../lib/vip';
import {
  formatLeaderboardValue,
  formatWinRate,
  ratingSuccessMessage,
  searchQuery,
  splitFigure,
  winRate,
} from './pvp-rules';

describe('winRate', () => {
  it('rounds won / (won + lost) to a whole percentage', () => {
    expect(winRate(2, 1)).toBe(67);
    expect(winRate(1, 2)).toBe(33);
    expect(winRate(5, 0)).toBe(100);
  });

  it('is 0% for a player with no fights', () => {
    expect(winRate(0, 0)).toBe(0);
    expect(formatWinRate(0, 0)).toBe('٠٪');
  });

  it('is shown in ar-EG digits', () => {
    expect(formatWinRate(2, 1)).toBe('٦٧٪');
  });
});

describe('vipSplit', () => {
  it('shows a VIP gain as its base (total / 1.5) and an extra of 50% of the base', () => {
    expect(vipSplit(150, true)).toEqual({ base: 100, extra: 50 });
    expect(vipSplit(45, true)).toEqual({ base: 30, extra: 15 });
  });

  it('keeps base + extra equal to what the server paid when the total is not a multiple of 1.5', () => {
    const { base, extra } = vipSplit(101, true);
    expect(base + extra).toBe(101);
    expect(base).toBe(67);
  });

  it('leaves a non-VIP gain whole', () => {
    expect(vipSplit(150, false)).toEqual({ base: 150, extra: 0 });
    expect(vipSplit(0, true)).toEqual({ base: 0, extra: 0 });
  });

  it('formats the base and the VIP extra line', () => {
    expect(splitFigure(150, true)).toEqual({ value: '١٠٠', extra: '+ ٥٠ مكافأة VIP (٥٠٪)' });
    expect(splitFigure(150, false)).toEqual({ value: '١٥٠', extra: undefined });
  });
});

describe('formatLeaderboardValue', () => {
  it('groups thousands the ar-EG way', () => {
    expect(formatLeaderboardValue(1234567)).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatLeaderboardValue(999)).toBe('٩٩٩');
  });
});

describe('searchQuery', () => {
  it('sends a query only from 2 characters after trimming', () => {
    expect(searchQuery('  a ')).toBeUndefined();
    expect(searchQuery('')).toBeUndefined();
    expect(searchQuery(' ab ')).toBe('ab');
  });
});

describe('rating messages', () => {
  it('thanks a like and a dislike with the spec sentences', () => {
    expect(ratingSuccessMessage('LIKE')).toBe('تم تسجيل الإعجاب');
    expect(ratingSuccessMessage('DISLIKE')).toBe('تم الغاء الإعجاب');
  });
});
