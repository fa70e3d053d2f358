import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

/** Every way a data-rights call fails (issue 26 parts 4 and 5; spec 000 section 1, the privacy page). */
export enum AccountRightsErrorCode {
  /** The password that confirms the deletion is wrong. */
  WRONG_PASSWORD = 'ACCOUNT_WRONG_PASSWORD',
  /** An account with a password must confirm with it. */
  PASSWORD_REQUIRED = 'ACCOUNT_PASSWORD_REQUIRED',
  /** A Google-only account confirms with a Google sign-in from the last 5 minutes. */
  RECENT_SIGN_IN_REQUIRED = 'ACCOUNT_RECENT_SIGN_IN_REQUIRED',
  /** A guest has nothing to confirm with: it links an e-mail or Google first. */
  GUEST_CANNOT_DELETE = 'ACCOUNT_GUEST_CANNOT_DELETE',
  /** At most one copy of the data per day. */
  EXPORT_TOO_SOON = 'DATA_EXPORT_TOO_SOON',
  /** The link is unknown, another player's, not ready or expired. */
  EXPORT_NOT_FOUND = 'DATA_EXPORT_NOT_FOUND',
}

const table: Record<AccountRightsErrorCode, ErrorSpec> = {
  [AccountRightsErrorCode.WRONG_PASSWORD]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'كلمة المرور غير صحيحة',
  },
  [AccountRightsErrorCode.PASSWORD_REQUIRED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'أدخل كلمة المرور لتأكيد حذف الحساب',
  },
  [AccountRightsErrorCode.RECENT_SIGN_IN_REQUIRED]: {
    status: HttpStatus.FORBIDDEN,
    message: 'لتأكيد حذف الحساب سجّل الدخول بـ Google من جديد، ثم احذفه خلال ٥ دقائق',
  },
  [AccountRightsErrorCode.GUEST_CANNOT_DELETE]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'حساب الضيف لا يمكن حذفه قبل ربطه ببريد إلكتروني أو بـ Google',
  },
  [AccountRightsErrorCode.EXPORT_TOO_SOON]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'يمكنك طلب نسخة من بياناتك مرة واحدة في اليوم',
  },
  [AccountRightsErrorCode.EXPORT_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'رابط نسخة البيانات غير صالح أو انتهت صلاحيته',
  },
};

export const accountRightsError = errorFactory(table);
