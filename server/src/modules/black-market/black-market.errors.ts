import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

/** Every way a black-market call fails (DESIGN.md section 6, "Black market"). */
export enum BlackMarketErrorCode {
  LISTING_NOT_FOUND = 'LISTING_NOT_FOUND',
  /** Sold, cancelled or expired: also what the losing one of two buyers at once gets. */
  LISTING_NOT_AVAILABLE = 'LISTING_NOT_AVAILABLE',
  OWN_LISTING = 'OWN_LISTING',
  NOT_YOUR_LISTING = 'NOT_YOUR_LISTING',
}

const table: Record<BlackMarketErrorCode, ErrorSpec> = {
  [BlackMarketErrorCode.LISTING_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'العرض غير موجود' },
  [BlackMarketErrorCode.LISTING_NOT_AVAILABLE]: {
    status: HttpStatus.CONFLICT,
    message: 'هذا العرض لم يعد متاحاً: بيع لمشترٍ آخر أو سُحب أو انتهت مدته',
  },
  [BlackMarketErrorCode.OWN_LISTING]: { status: HttpStatus.BAD_REQUEST, message: 'لا يمكنك شراء عرضك الخاص' },
  [BlackMarketErrorCode.NOT_YOUR_LISTING]: { status: HttpStatus.FORBIDDEN, message: 'هذا العرض ليس لك' },
};

export const blackMarketError = errorFactory(table);
