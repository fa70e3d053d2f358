import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from './domain-error';

/** Errors shared by every feature: validation, authentication, authorisation, bans, rate limits. */
export enum CommonErrorCode {
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  ADMIN_ONLY = 'ADMIN_ONLY',
  ACCOUNT_BLOCKED = 'ACCOUNT_BLOCKED',
  FEATURE_LOCKED = 'FEATURE_LOCKED',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  NOT_FOUND = 'NOT_FOUND',
  CHARACTER_REQUIRED = 'CHARACTER_REQUIRED',
  /** A request the HTTP layer cannot read: malformed JSON, a bad URL, a broken multipart body. */
  MALFORMED_REQUEST = 'MALFORMED_REQUEST',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  HEADERS_TOO_LARGE = 'HEADERS_TOO_LARGE',
  /** The stored server seed does not hash to the commitment the player was shown: no roll is made (issue 29). */
  SEED_COMMITMENT_MISMATCH = 'SEED_COMMITMENT_MISMATCH',
}

const table: Record<CommonErrorCode, ErrorSpec> = {
  [CommonErrorCode.VALIDATION_FAILED]: { status: HttpStatus.BAD_REQUEST, message: 'Validation failed' },
  [CommonErrorCode.UNAUTHENTICATED]: { status: HttpStatus.UNAUTHORIZED, message: 'يجب تسجيل الدخول أولاً' },
  [CommonErrorCode.FORBIDDEN]: { status: HttpStatus.FORBIDDEN, message: 'غير مسموح لك بهذا الإجراء' },
  [CommonErrorCode.ADMIN_ONLY]: { status: HttpStatus.FORBIDDEN, message: 'هذا الإجراء للمشرفين فقط' },
  // The spec's client matches this exact English message (spec 000 sections 3, 4, 8).
  [CommonErrorCode.ACCOUNT_BLOCKED]: { status: HttpStatus.FORBIDDEN, message: 'Account blocked' },
  [CommonErrorCode.FEATURE_LOCKED]: { status: HttpStatus.FORBIDDEN, message: 'هذه الميزة تتطلب مستوى أعلى' },
  [CommonErrorCode.TOO_MANY_REQUESTS]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'طلبات كثيرة جداً، حاول مرة أخرى لاحقاً',
  },
  [CommonErrorCode.NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'غير موجود' },
  [CommonErrorCode.CHARACTER_REQUIRED]: {
    status: HttpStatus.NOT_FOUND,
    message: 'يجب إكمال إعداد الحساب أولاً',
  },
  [CommonErrorCode.MALFORMED_REQUEST]: { status: HttpStatus.BAD_REQUEST, message: 'الطلب غير صالح' },
  [CommonErrorCode.PAYLOAD_TOO_LARGE]: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'حجم البيانات المرسلة أكبر من المسموح',
  },
  [CommonErrorCode.UNSUPPORTED_MEDIA_TYPE]: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'نوع البيانات المرسلة غير مدعوم',
  },
  [CommonErrorCode.HEADERS_TOO_LARGE]: {
    status: 431 as HttpStatus,
    message: 'ترويسات الطلب أكبر من المسموح',
  },
  [CommonErrorCode.SEED_COMMITMENT_MISMATCH]: {
    status: HttpStatus.CONFLICT,
    message: 'تعذر إجراء الرمية: بذرة الخادم لا تطابق الالتزام المعلن. لم يتغير شيء.',
  },
};

export const commonError = errorFactory(table);

/** 400 with the spec's body: `{ message: 'Validation failed', details: [Arabic sentences] }`. */
export const validationError = (details: string[]) =>
  commonError(CommonErrorCode.VALIDATION_FAILED, { details });
