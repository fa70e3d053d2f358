import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum LoginGiftErrorCode {
  ALREADY_CLAIMED_TODAY = 'ALREADY_CLAIMED_TODAY',
  GIFT_DAY_NOT_FOUND = 'GIFT_DAY_NOT_FOUND',
  GIFT_ITEM_NOT_FOUND = 'GIFT_ITEM_NOT_FOUND',
}

const table: Record<LoginGiftErrorCode, ErrorSpec> = {
  [LoginGiftErrorCode.ALREADY_CLAIMED_TODAY]: {
    status: HttpStatus.CONFLICT,
    message: 'لقد استلمت هدية اليوم بالفعل، عد غداً',
  },
  [LoginGiftErrorCode.GIFT_DAY_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'يوم الهدية غير موجود، الأيام من 1 إلى 15',
  },
  // Sent with `items`: the entries whose item does not exist.
  [LoginGiftErrorCode.GIFT_ITEM_NOT_FOUND]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'بعض العناصر المختارة غير موجودة',
  },
};

export const loginGiftError = errorFactory(table);
