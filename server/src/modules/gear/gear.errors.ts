import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum GearErrorCode {
  ITEM_NOT_FOUND = 'ITEM_NOT_FOUND',
  ITEM_NOT_FOR_SALE = 'ITEM_NOT_FOR_SALE',
  NOT_ENOUGH_ITEMS = 'NOT_ENOUGH_ITEMS',
  WRONG_SLOT = 'WRONG_SLOT',
  SLOT_EMPTY = 'SLOT_EMPTY',
  ITEM_IN_USE = 'ITEM_IN_USE',
  ITEM_IS_GIFT = 'ITEM_IS_GIFT',
  ALREADY_OWNED = 'ALREADY_OWNED',
  NOT_OWNED = 'NOT_OWNED',
  PET_CAPACITY_REACHED = 'PET_CAPACITY_REACHED',
  PETS_EXCEED_CAPACITY = 'PETS_EXCEED_CAPACITY',
}

const table: Record<GearErrorCode, ErrorSpec> = {
  [GearErrorCode.ITEM_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'العنصر غير موجود' },
  [GearErrorCode.ITEM_NOT_FOR_SALE]: {
    status: HttpStatus.CONFLICT,
    message: 'هذا العنصر غير متاح للبيع حالياً',
  },
  [GearErrorCode.NOT_ENOUGH_ITEMS]: {
    status: HttpStatus.CONFLICT,
    message: 'لا تملك هذه الكمية من العنصر غير مجهزة',
  },
  [GearErrorCode.WRONG_SLOT]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكن تجهيز هذا العنصر في هذه الخانة',
  },
  [GearErrorCode.SLOT_EMPTY]: { status: HttpStatus.CONFLICT, message: 'لا يوجد عنصر مجهز في هذه الخانة' },
  [GearErrorCode.ITEM_IN_USE]: {
    status: HttpStatus.CONFLICT,
    message: 'لا يمكن حذف هذا العنصر لأن بعض اللاعبين يملكونه، قم بتعطيله بدلاً من حذفه',
  },
  [GearErrorCode.ITEM_IS_GIFT]: {
    status: HttpStatus.CONFLICT,
    message: 'لا يمكن حذف هذا العنصر لأنه من هدايا تسجيل الدخول، قم بتعطيله أو أزله من الهدايا أولاً',
  },
  [GearErrorCode.ALREADY_OWNED]: { status: HttpStatus.CONFLICT, message: 'أنت تملك هذا العنصر بالفعل' },
  [GearErrorCode.NOT_OWNED]: { status: HttpStatus.NOT_FOUND, message: 'أنت لا تملك هذا العنصر' },
  [GearErrorCode.PET_CAPACITY_REACHED]: {
    status: HttpStatus.CONFLICT,
    message: 'لا يتسع منزلك لحيوان أليف آخر، جهّز منزلاً أكبر أولاً',
  },
  [GearErrorCode.PETS_EXCEED_CAPACITY]: {
    status: HttpStatus.CONFLICT,
    message: 'لديك حيوانات أليفة أكثر مما يتسع له منزلك بعد هذا التغيير، بع بعض حيواناتك الأليفة أولاً',
  },
};

export const gearError = errorFactory(table);
