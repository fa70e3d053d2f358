import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum SpecialItemsErrorCode {
  SPECIAL_ITEM_NOT_FOUND = 'SPECIAL_ITEM_NOT_FOUND',
  SPECIAL_ITEM_NOT_FOR_SALE = 'SPECIAL_ITEM_NOT_FOR_SALE',
  SPECIAL_ITEM_NOT_OWNED = 'SPECIAL_ITEM_NOT_OWNED',
  SPECIAL_ITEM_NOT_USABLE = 'SPECIAL_ITEM_NOT_USABLE',
  SPECIAL_ITEM_LEVEL_TOO_LOW = 'SPECIAL_ITEM_LEVEL_TOO_LOW',
  SPECIAL_ITEM_IN_USE = 'SPECIAL_ITEM_IN_USE',
  SPECIAL_ITEM_IS_GIFT = 'SPECIAL_ITEM_IS_GIFT',
  SPECIAL_ITEM_IMAGE_REQUIRED = 'SPECIAL_ITEM_IMAGE_REQUIRED',
  TARGET_GANG_REQUIRED = 'TARGET_GANG_REQUIRED',
  TARGET_GANG_NOT_FOUND = 'TARGET_GANG_NOT_FOUND',
  OWN_GANG_TARGET = 'OWN_GANG_TARGET',
  NEW_USERNAME_REQUIRED = 'NEW_USERNAME_REQUIRED',
}

const table: Record<SpecialItemsErrorCode, ErrorSpec> = {
  [SpecialItemsErrorCode.SPECIAL_ITEM_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'العنصر الخاص غير موجود',
  },
  [SpecialItemsErrorCode.SPECIAL_ITEM_NOT_FOR_SALE]: {
    status: HttpStatus.CONFLICT,
    message: 'هذا العنصر غير متاح للشراء حالياً',
  },
  [SpecialItemsErrorCode.SPECIAL_ITEM_NOT_OWNED]: {
    status: HttpStatus.CONFLICT,
    message: 'لا تملك هذا العنصر في مخزونك',
  },
  [SpecialItemsErrorCode.SPECIAL_ITEM_NOT_USABLE]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'هذا العنصر للاقتناء فقط ولا يمكن استخدامه',
  },
  [SpecialItemsErrorCode.SPECIAL_ITEM_LEVEL_TOO_LOW]: {
    status: HttpStatus.FORBIDDEN,
    message: 'مستواك أقل من المستوى المطلوب لاستخدام هذا العنصر',
  },
  [SpecialItemsErrorCode.SPECIAL_ITEM_IN_USE]: {
    status: HttpStatus.CONFLICT,
    message:
      'لا يمكن حذف هذا العنصر لأن بعض اللاعبين يملكونه أو يعرضونه في السوق السوداء، اجعله غير متاح بدلاً من حذفه',
  },
  [SpecialItemsErrorCode.SPECIAL_ITEM_IS_GIFT]: {
    status: HttpStatus.CONFLICT,
    message: 'لا يمكن حذف هذا العنصر لأنه ضمن هدايا تسجيل الدخول، أزله من أيام الهدية أو اجعله غير متاح',
  },
  [SpecialItemsErrorCode.SPECIAL_ITEM_IMAGE_REQUIRED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'يرجى رفع صورة للعنصر',
  },
  [SpecialItemsErrorCode.TARGET_GANG_REQUIRED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'اختر العصابة المستهدفة بالقنبلة',
  },
  [SpecialItemsErrorCode.TARGET_GANG_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'العصابة المستهدفة غير موجودة',
  },
  [SpecialItemsErrorCode.OWN_GANG_TARGET]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك تفجير عصابتك',
  },
  [SpecialItemsErrorCode.NEW_USERNAME_REQUIRED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'اكتب اسم المستخدم الجديد',
  },
};

export const specialItemsError = errorFactory(table);
