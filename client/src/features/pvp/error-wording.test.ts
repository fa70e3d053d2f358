import { HttpError } from '../../api/http';
import { errorText } from '../../api/error-text';
import { FIGHT_WORDING, RATING_WORDING } from './error-wording';

/** A failed call as the server answers it: status and the `{ statusCode, code, error, message }` body. */
function httpError(init: {
  status?: number;
  data?: unknown;
  code?: HttpError['code'];
  message?: string;
}): HttpError {
  const response = init.status === undefined ? undefined : { status: init.status, data: init.data };
  const code =
    init.code ?? (init.status !== undefined && init.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST');
  return new HttpError(init.message ?? 'failed', code, { url: '/api/x' }, response);
}

const failed = (status: number, code: string, text: string, extra: object = {}) =>
  httpError({ status, data: { statusCode: status, code, error: text, message: text, ...extra } });

describe('errorText with the fight wording (spec 000 section 8, Fight)', () => {
  it('has its own sentence for an attacker in hospital and in jail', () => {
    const body = { type: 'hospital', remainingSeconds: 60, cost: 1 };
    expect(errorText(failed(403, 'IN_HOSPITAL', 'x', body), FIGHT_WORDING)).toBe(
      'لا يمكنك الهجوم وأنت في المستشفى.',
    );
    expect(errorText(failed(403, 'IN_JAIL', 'x', { type: 'jail' }), FIGHT_WORDING)).toBe(
      'لا يمكنك الهجوم وأنت في السجن.',
    );
  });

  it("shows the server's message otherwise, and 'فشل في الهجوم' when there is none", () => {
    const immune = failed(409, 'TARGET_IMMUNE', 'هذا اللاعب محمي من الهجمات حالياً');
    expect(errorText(immune, FIGHT_WORDING)).toBe('هذا اللاعب محمي من الهجمات حالياً');
    expect(errorText(new Error('boom'), FIGHT_WORDING)).toBe('فشل في الهجوم');
    expect(errorText(httpError({ status: 500, data: {} }), FIGHT_WORDING)).toBe('فشل في الهجوم');
  });
});

describe('errorText with the rating wording (spec 000 section 8, Rating)', () => {
  it("maps ALREADY_RATED ('Already rated this player') to its Arabic sentence", () => {
    const error = failed(409, 'ALREADY_RATED', 'Already rated this player');
    expect(errorText(error, RATING_WORDING)).toBe('لقد قمت بتقييم هذا اللاعب مسبقاً');
  });

  it('shows the generic sentence for any other failure', () => {
    expect(errorText(failed(400, 'CANNOT_RATE_SELF', 'x'), RATING_WORDING)).toBe('حدث خطأ أثناء التقييم');
    expect(errorText(new Error('offline'), RATING_WORDING)).toBe('حدث خطأ أثناء التقييم');
  });
});
