import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

/** Every way a black-market call fails (DESIGN.md section 6, "Black market"). */
export enum BlackMarketErrorCode {
  LISTING_NOT_FOUND = 'LISTING_NOT_FOUND',
  /** Sold, cancelled or expired: also what the losing one of two buyers at once gets. */
  LISTING_NOT_AVAILABLE = 'LISTING_NOT_AVAILABLE',
  OWN_LISTING = 'OWN_LISTING',
  NOT_YOUR_LISTING = 'NOT_YOUR_LISTING',
  /** Admin review (issue 30, part 6): no purchase by that listing id is or was held. */
  HELD_PURCHASE_NOT_FOUND = 'HELD_PURCHASE_NOT_FOUND',
  /** The held purchase was already released or returned (also the loser of two decisions at once). */
  HELD_PURCHASE_DECIDED = 'HELD_PURCHASE_DECIDED',
}

const table: Record<BlackMarketErrorCode, ErrorSpec> = {
  [BlackMarketErrorCode.LISTING_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'العرض غير موجود' },
  [BlackMarketErrorCode.LISTING_NOT_AVAILABLE]: {
    status: HttpStatus.CONFLICT,
    message: 'هذا العرض لم يعد متاحاً: بيع لمشترٍ آخر أو سُحب أو انتهت مدته',
  },
  [BlackMarketErrorCode.OWN_LISTING]: { status: HttpStatus.BAD_REQUEST, message: 'لا يمكنك شراء عرضك الخاص' },
  [BlackMarketErrorCode.NOT_YOUR_LISTING]: { status: HttpStatus.FORBIDDEN, message: 'هذا العرض ليس لك' },
  [BlackMarketErrorCode.HELD_PURCHASE_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'لا يوجد شراء محجوز بهذا الرقم',
  },
  [BlackMarketErrorCode.HELD_PURCHASE_DECIDED]: {
    status: HttpStatus.CONFLICT,
    message: 'تمت مراجعة هذا الشراء من قبل',
  },
};

export const blackMarketError = errorFactory(table);
