import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum PackagesErrorCode {
  PACKAGE_NOT_FOUND = 'PACKAGE_NOT_FOUND',
  PACKAGE_INACTIVE = 'PACKAGE_INACTIVE',
  PURCHASES_UNAVAILABLE = 'PURCHASES_UNAVAILABLE',
  CHECKOUT_FAILED = 'CHECKOUT_FAILED',
  WEBHOOK_SIGNATURE_INVALID = 'WEBHOOK_SIGNATURE_INVALID',
  PURCHASES_BLOCKED = 'PURCHASES_BLOCKED',
  PAYMENT_UNKNOWN = 'PAYMENT_UNKNOWN',
}

const table: Record<PackagesErrorCode, ErrorSpec> = {
  [PackagesErrorCode.PACKAGE_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الباقة غير موجودة' },
  [PackagesErrorCode.PACKAGE_INACTIVE]: {
    status: HttpStatus.CONFLICT,
    message: 'هذه الباقة غير متاحة حالياً',
  },
  // 409, not 503: the server is healthy, the shop just does not sell them (no Stripe keys).
  [PackagesErrorCode.PURCHASES_UNAVAILABLE]: {
    status: HttpStatus.CONFLICT,
    message: 'شراء البلاك كوين غير متاح حالياً، حاول لاحقاً',
  },
  [PackagesErrorCode.CHECKOUT_FAILED]: {
    status: HttpStatus.BAD_GATEWAY,
    message: 'تعذر فتح صفحة الدفع، حاول مرة أخرى',
  },
  [PackagesErrorCode.WEBHOOK_SIGNATURE_INVALID]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'توقيع الطلب غير صحيح',
  },
  // A refunded or disputed purchase whose blackcoins were already spent: the debt blocks buying more.
  [PackagesErrorCode.PURCHASES_BLOCKED]: {
    status: HttpStatus.FORBIDDEN,
    message: 'شراء البلاك كوين موقوف لحسابك: عليك بلاك كوين مستحقة من عملية دفع مستردة، تواصل مع الإدارة',
  },
  // Stripe's refund or dispute event names a payment whose checkout event has not arrived yet: any
  // answer but 2xx makes Stripe deliver it again later.
  [PackagesErrorCode.PAYMENT_UNKNOWN]: {
    status: HttpStatus.CONFLICT,
    message: 'عملية الدفع غير معروفة بعد، أعد الإرسال لاحقاً',
  },
};

export const packagesError = errorFactory(table);
