import axios from 'axios';
import { errorMessage } from '../../api/http';
import { ar } from '../../i18n/ar';

interface SetupErrorBody {
  code?: unknown;
  error?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * Spec 000 section 8 (Account setup): a validation error shows its details as lines (or, without
 * details, 'خطأ في التحقق من البيانات المدخلة'); a taken username 'اسم المستخدم مستخدم بالفعل';
 * otherwise the server's text, and 'حدث خطأ أثناء إعداد الحساب' when there is none.
 */
export function setupErrorMessage(error: unknown): string {
  const body = (axios.isAxiosError(error) ? error.response?.data : undefined) as SetupErrorBody | undefined;
  const said = [body?.code, body?.error, body?.message]
    .filter((v): v is string => typeof v === 'string')
    .join(' ');
  if (/validation/i.test(said)) {
    return Array.isArray(body?.details) && body.details.length > 0
      ? body.details.join('\n')
      : ar.setup.validationFallback;
  }
  if (/username/i.test(said) || (axios.isAxiosError(error) && error.response?.status === 409))
    return ar.setup.usernameTaken;
  const message = errorMessage(error);
  return message === ar.errors.unexpected ? ar.setup.genericError : message;
}
