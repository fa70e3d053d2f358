import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { setupErrorMessage } from './setup-error';

function failed(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('failed', undefined, config, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('setupErrorMessage (spec 000 section 8, account setup)', () => {
  it('shows validation details as lines', () => {
    const error = failed(400, { code: 'VALIDATION_FAILED', error: 'Validation failed', details: ['أ', 'ب'] });
    expect(setupErrorMessage(error)).toBe('أ\nب');
  });

  it('falls back to the validation sentence without details', () => {
    expect(setupErrorMessage(failed(400, { error: 'Validation failed' }))).toBe(
      'خطأ في التحقق من البيانات المدخلة',
    );
  });

  it('names a taken username', () => {
    const error = failed(409, { code: 'AUTH_USERNAME_TAKEN', error: 'اسم المستخدم مستخدم بالفعل' });
    expect(setupErrorMessage(error)).toBe('اسم المستخدم مستخدم بالفعل');
  });

  it("shows the server's text, or the generic setup error", () => {
    expect(setupErrorMessage(failed(403, { error: 'غير مسموح' }))).toBe('غير مسموح');
    expect(setupErrorMessage(new Error('boom'))).toBe('حدث خطأ أثناء إعداد الحساب');
  });
});
