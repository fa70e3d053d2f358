import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum PushErrorCode {
  /** The server has no VAPID keys: push cannot be turned on. */
  PUSH_NOT_CONFIGURED = 'PUSH_NOT_CONFIGURED',
  /** Not an https push service (http only to this machine, in development and tests). */
  PUSH_ENDPOINT_INVALID = 'PUSH_ENDPOINT_INVALID',
  /** The subscription's keys are not a P-256 public key and a 16-byte secret. */
  PUSH_KEYS_INVALID = 'PUSH_KEYS_INVALID',
  /** A renewal named no stored subscription, or not with its auth secret. */
  PUSH_SUBSCRIPTION_NOT_FOUND = 'PUSH_SUBSCRIPTION_NOT_FOUND',
}

const table: Record<PushErrorCode, ErrorSpec> = {
  [PushErrorCode.PUSH_NOT_CONFIGURED]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'إشعارات الجهاز غير متاحة على هذا الخادم حالياً',
  },
  [PushErrorCode.PUSH_ENDPOINT_INVALID]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'عنوان خدمة الإشعارات غير صحيح',
  },
  [PushErrorCode.PUSH_KEYS_INVALID]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'مفاتيح اشتراك الإشعارات غير صحيحة',
  },
  [PushErrorCode.PUSH_SUBSCRIPTION_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'اشتراك الإشعارات السابق غير معروف، فعّل الإشعارات من الإعدادات',
  },
};

export const pushError = errorFactory(table);
