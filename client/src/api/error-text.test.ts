import { HttpError } from './http';
import { errorCode, errorText, SETUP_WORDING } from './error-text';

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

describe('errorText (spec 000 section 8)', () => {
  it('joins validation details with line breaks', () => {
    const error = failed(400, 'VALIDATION_FAILED', 'Validation failed', {
      details: ['اسم المستخدم مطلوب', 'العمر مطلوب'],
    });
    expect(errorText(error)).toBe('اسم المستخدم مطلوب\nالعمر مطلوب');
  });

  it("never shows the English 'Validation failed': without details it says the data is invalid", () => {
    expect(errorText(failed(400, 'VALIDATION_FAILED', 'Validation failed'))).toBe(
      'خطأ في التحقق من البيانات المدخلة',
    );
  });

  it("shows the server's error text first, then its message", () => {
    const error = httpError({
      status: 409,
      data: { code: 'EMAIL_ALREADY_IN_USE', error: 'البريد الإلكتروني مستخدم بالفعل', message: 'taken' },
    });
    expect(errorText(error)).toBe('البريد الإلكتروني مستخدم بالفعل');
    expect(errorText(httpError({ status: 400, data: { message: 'رسالة الخادم' } }))).toBe('رسالة الخادم');
  });

  it('names the level of a locked feature', () => {
    const error = failed(403, 'FEATURE_LOCKED', 'هذه الميزة تتطلب مستوى أعلى', { requiredLevel: 11 });
    expect(errorText(error)).toBe('هذه الميزة تتطلب المستوى ١١');
    expect(errorText(failed(403, 'FEATURE_LOCKED', 'هذه الميزة تتطلب مستوى أعلى'))).toBe(
      'هذه الميزة تتطلب مستوى أعلى',
    );
  });

  it('reads a refused socket action (its body) the same way as an HTTP failure', () => {
    const socketError = { code: 'CHAT_RATE_LIMITED', error: 'أنت ترسل الرسائل بسرعة كبيرة', message: 'x' };
    expect(errorText(socketError)).toBe('أنت ترسل الرسائل بسرعة كبيرة');
    expect(errorCode(socketError)).toBe('CHAT_RATE_LIMITED');
    expect(errorCode(failed(403, 'IN_JAIL', 'x'))).toBe('IN_JAIL');
    expect(errorCode(new Error('boom'))).toBeUndefined();
  });

  it('maps a network failure and a timeout to their Arabic sentences', () => {
    expect(errorText(httpError({ code: 'ERR_NETWORK', message: 'Network Error' }))).toBe(
      'خطأ في الاتصال بالخادم',
    );
    expect(errorText(httpError({ code: 'ECONNABORTED', message: 'timeout of 8000ms exceeded' }))).toBe(
      'انتهت مهلة الاتصال',
    );
  });

  it('says the browser is offline when it is', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorText(httpError({ code: 'ERR_NETWORK', message: 'Network Error' }))).toBe(
      'لا يوجد اتصال بالإنترنت - يرجى التحقق من اتصالك',
    );
    onLine.mockRestore();
  });

  it('falls back to the unexpected-error sentence', () => {
    expect(errorText(httpError({ status: 502, data: '<html>bad gateway</html>' }))).toBe('حدث خطأ غير متوقع');
    expect(errorText(new Error('boom'))).toBe('حدث خطأ غير متوقع');
  });

  it("uses a screen's fallback when the server said nothing (spec 001 section 8, admin actions)", () => {
    expect(errorText(failed(400, 'NOT_FOUND', 'الاسم مستخدم'), { fallback: 'فشل' })).toBe('الاسم مستخدم');
    expect(errorText(httpError({ status: 400, data: {} }), { fallback: 'فشل في حذف الجريمة' })).toBe(
      'فشل في حذف الجريمة',
    );
    expect(errorText(new Error('boom'), { fallback: 'فشل في رفع الصورة' })).toBe('فشل في رفع الصورة');
  });
});

describe('errorText with the account-setup wording (spec 000 section 8, Account setup)', () => {
  it('shows validation details as lines, or the validation sentence without them', () => {
    const error = failed(400, 'VALIDATION_FAILED', 'Validation failed', { details: ['أ', 'ب'] });
    expect(errorText(error, SETUP_WORDING)).toBe('أ\nب');
    expect(errorText(failed(400, 'VALIDATION_FAILED', 'Validation failed'), SETUP_WORDING)).toBe(
      'خطأ في التحقق من البيانات المدخلة',
    );
  });

  it('says the username is taken for USERNAME_TAKEN, whatever the text', () => {
    expect(errorText(failed(409, 'USERNAME_TAKEN', 'username exists'), SETUP_WORDING)).toBe(
      'اسم المستخدم مستخدم بالفعل',
    );
  });

  it("shows the server's text otherwise, and the generic setup sentence when there is none", () => {
    expect(errorText(failed(403, 'FORBIDDEN', 'غير مسموح'), SETUP_WORDING)).toBe('غير مسموح');
    expect(errorText(new Error('boom'), SETUP_WORDING)).toBe('حدث خطأ أثناء إعداد الحساب');
  });
});
