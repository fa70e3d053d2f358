import { AxiosError, AxiosHeaders } from 'axios';
import { adminErrorText } from './admin-error';

function failed(data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('x', 'ERR_BAD_REQUEST', config, null, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config,
    data,
  });
}

describe('adminErrorText', () => {
  it("shows the server's error text", () => {
    expect(adminErrorText(failed({ error: 'الاسم مستخدم' }), 'فشل في إنشاء الجريمة')).toBe('الاسم مستخدم');
  });

  it('falls back to the action sentence without one', () => {
    expect(adminErrorText(failed({}), 'فشل في حذف الجريمة')).toBe('فشل في حذف الجريمة');
    expect(adminErrorText(new Error('boom'), 'فشل في رفع الصورة')).toBe('فشل في رفع الصورة');
  });
});
