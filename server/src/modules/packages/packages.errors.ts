import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum PackagesErrorCode {
  PACKAGE_NOT_FOUND = 'PACKAGE_NOT_FOUND',
  PACKAGE_INACTIVE = 'PACKAGE_INACTIVE',
  PURCHASES_UNAVAILABLE = 'PURCHASES_UNAVAILABLE',
  CHECKOUT_FAILED = 'CHECKOUT_FAILED',
  WEBHOOK_SIGNATURE_INVALID = 'WEBHOOK_SIGNATURE_INVALID',
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
};

export const packagesError = errorFactory(table);
