import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum AuthErrorCode {
  INVALID_CREDENTIALS = 'AUTH_INVALID_CREDENTIALS',
  EMAIL_ALREADY_IN_USE = 'AUTH_EMAIL_ALREADY_IN_USE',
  EMAIL_NOT_ALLOWED = 'AUTH_EMAIL_NOT_ALLOWED',
  USERNAME_TAKEN = 'AUTH_USERNAME_TAKEN',
  INVALID_REFRESH_TOKEN = 'AUTH_INVALID_REFRESH_TOKEN',
  REFRESH_TOKEN_REUSED = 'AUTH_REFRESH_TOKEN_REUSED',
  NOT_GUEST_USER = 'NOT_GUEST_USER',
  ACCOUNT_ALREADY_SET_UP = 'AUTH_ACCOUNT_ALREADY_SET_UP',
  USER_NOT_FOUND = 'AUTH_USER_NOT_FOUND',
  INVALID_TOKEN = 'AUTH_INVALID_TOKEN',
  GOOGLE_NOT_CONFIGURED = 'AUTH_GOOGLE_NOT_CONFIGURED',
  GOOGLE_SIGN_IN_FAILED = 'AUTH_GOOGLE_SIGN_IN_FAILED',
  PROVIDER_ALREADY_LINKED = 'PROVIDER_ALREADY_LINKED',
  /** Guest link codes of spec 000 section 8: the Google account, or its address, is another player's. */
  CREDENTIAL_ALREADY_IN_USE = 'CREDENTIAL_ALREADY_IN_USE',
  LINK_EMAIL_ALREADY_IN_USE = 'EMAIL_ALREADY_IN_USE',
  /** Issue 26: a password that confirms an account action (deletion, Google unlinking) is wrong. */
  WRONG_PASSWORD = 'AUTH_WRONG_PASSWORD',
  /** Issue 26 part 6: no Google account is linked. */
  GOOGLE_NOT_LINKED = 'AUTH_GOOGLE_NOT_LINKED',
  /** Issue 26 part 6: Google is the account's only way to sign in. */
  GOOGLE_ONLY_SIGN_IN = 'AUTH_GOOGLE_ONLY_SIGN_IN',
}

const table: Record<AuthErrorCode, ErrorSpec> = {
  [AuthErrorCode.INVALID_CREDENTIALS]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  [AuthErrorCode.EMAIL_ALREADY_IN_USE]: {
    status: HttpStatus.CONFLICT,
    message: 'البريد الإلكتروني مستخدم بالفعل',
  },
  [AuthErrorCode.EMAIL_NOT_ALLOWED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'البريد الإلكتروني غير مسموح به (يجب أن يكون بريد إلكتروني حقيقي)',
  },
  [AuthErrorCode.USERNAME_TAKEN]: { status: HttpStatus.CONFLICT, message: 'اسم المستخدم مستخدم بالفعل' },
  [AuthErrorCode.INVALID_REFRESH_TOKEN]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'انتهت الجلسة، يرجى تسجيل الدخول من جديد',
  },
  [AuthErrorCode.REFRESH_TOKEN_REUSED]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'تم إنهاء الجلسة لأسباب أمنية، يرجى تسجيل الدخول من جديد',
  },
  [AuthErrorCode.NOT_GUEST_USER]: { status: HttpStatus.BAD_REQUEST, message: 'هذا الحساب ليس حساب ضيف' },
  [AuthErrorCode.ACCOUNT_ALREADY_SET_UP]: { status: HttpStatus.CONFLICT, message: 'تم إعداد الحساب مسبقاً' },
  [AuthErrorCode.USER_NOT_FOUND]: { status: HttpStatus.UNAUTHORIZED, message: 'المستخدم غير موجود' },
  [AuthErrorCode.INVALID_TOKEN]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'الرابط غير صالح أو منتهي الصلاحية',
  },
  [AuthErrorCode.GOOGLE_NOT_CONFIGURED]: {
    status: HttpStatus.NOT_FOUND,
    message: 'تسجيل الدخول عبر Google غير متاح',
  },
  [AuthErrorCode.GOOGLE_SIGN_IN_FAILED]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'فشل تسجيل الدخول عبر Google',
  },
  [AuthErrorCode.PROVIDER_ALREADY_LINKED]: {
    status: HttpStatus.CONFLICT,
    message: 'هذا الحساب مرتبط بالفعل',
  },
  [AuthErrorCode.CREDENTIAL_ALREADY_IN_USE]: {
    status: HttpStatus.CONFLICT,
    message: 'حساب Google هذا مرتبط بلاعب آخر',
  },
  [AuthErrorCode.LINK_EMAIL_ALREADY_IN_USE]: {
    status: HttpStatus.CONFLICT,
    message: 'البريد الإلكتروني مستخدم بالفعل',
  },
  // 400, not 401: a 401 makes the client end the session.
  [AuthErrorCode.WRONG_PASSWORD]: { status: HttpStatus.BAD_REQUEST, message: 'كلمة المرور غير صحيحة' },
  [AuthErrorCode.GOOGLE_NOT_LINKED]: {
    status: HttpStatus.CONFLICT,
    message: 'حساب Google غير مرتبط بهذا الحساب',
  },
  [AuthErrorCode.GOOGLE_ONLY_SIGN_IN]: {
    status: HttpStatus.CONFLICT,
    message:
      'لا يمكن إلغاء ربط Google لأنه طريقتك الوحيدة لتسجيل الدخول؛ أضف بريداً إلكترونياً وكلمة مرور أولاً',
  },
};

export const authError = errorFactory(table);
