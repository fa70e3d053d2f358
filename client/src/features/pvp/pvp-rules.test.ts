import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { vipSplit } from '../../lib/vip';
import {
  fightErrorMessage,
  formatLeaderboardValue,
  formatWinRate,
  lockedLevel,
  ratingErrorMessage,
  ratingSuccessMessage,
  searchQuery,
  splitFigure,
  winRate,
} from './pvp-rules';

/** An axios failure as the server answers it: status and the `{ statusCode, code, error, message }` body. */
function serverError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
}

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

describe('fightErrorMessage', () => {
  it('has its own sentence for an attacker in hospital and in jail', () => {
    expect(fightErrorMessage(serverError(403, { type: 'hospital', message: 'x' }))).toBe(
      'لا يمكنك الهجوم وأنت في المستشفى.',
    );
    expect(fightErrorMessage(serverError(403, { type: 'jail', message: 'x' }))).toBe(
      'لا يمكنك الهجوم وأنت في السجن.',
    );
  });

  it("shows the server's message otherwise", () => {
    const body = {
      statusCode: 409,
      code: 'TARGET_IMMUNE',
      error: 'هذا اللاعب محمي من الهجمات حالياً',
      message: 'هذا اللاعب محمي من الهجمات حالياً',
    };
    expect(fightErrorMessage(serverError(409, body))).toBe('هذا اللاعب محمي من الهجمات حالياً');
  });

  it("falls back to 'فشل في الهجوم'", () => {
    expect(fightErrorMessage(new Error('boom'))).toBe('فشل في الهجوم');
    expect(fightErrorMessage(serverError(500, {}))).toBe('فشل في الهجوم');
  });
});

describe('rating messages', () => {
  it("maps 'Already rated this player' to its Arabic sentence", () => {
    const body = {
      statusCode: 409,
      code: 'ALREADY_RATED',
      error: 'Already rated this player',
      message: 'Already rated this player',
    };
    expect(ratingErrorMessage(serverError(409, body))).toBe('لقد قمت بتقييم هذا اللاعب مسبقاً');
  });

  it('shows the generic sentence for any other failure', () => {
    expect(ratingErrorMessage(serverError(400, { code: 'CANNOT_RATE_SELF', error: 'x' }))).toBe(
      'حدث خطأ أثناء التقييم',
    );
    expect(ratingErrorMessage(new Error('offline'))).toBe('حدث خطأ أثناء التقييم');
  });

  it('thanks a like and a dislike with the spec sentences', () => {
    expect(ratingSuccessMessage('LIKE')).toBe('تم تسجيل الإعجاب');
    expect(ratingSuccessMessage('DISLIKE')).toBe('تم الغاء الإعجاب');
  });
});

describe('lockedLevel', () => {
  it('reads the level of a 403 FEATURE_LOCKED answer', () => {
    expect(lockedLevel(serverError(403, { code: 'FEATURE_LOCKED', requiredLevel: 30 }), 1)).toBe(30);
    expect(lockedLevel(serverError(403, { code: 'FEATURE_LOCKED' }), 30)).toBe(30);
  });

  it('is null for other failures and for no failure', () => {
    expect(lockedLevel(serverError(500, {}), 30)).toBeNull();
    expect(lockedLevel(null, 30)).toBeNull();
  });
});
