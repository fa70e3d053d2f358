import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum CharacterErrorCode {
  CHARACTER_NOT_FOUND = 'CHARACTER_NOT_FOUND',
  NOT_ENOUGH_ENERGY = 'NOT_ENOUGH_ENERGY',
  LEVEL_TOO_LOW = 'LEVEL_TOO_LOW',
  /** An admin stat edit outside its bounds (details name the field and the bound). */
  STAT_OUT_OF_RANGE = 'STAT_OUT_OF_RANGE',
}

const table: Record<CharacterErrorCode, ErrorSpec> = {
  [CharacterErrorCode.CHARACTER_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'لا توجد شخصية بعد، أكمل إعداد الحساب أولاً',
  },
  [CharacterErrorCode.NOT_ENOUGH_ENERGY]: { status: HttpStatus.BAD_REQUEST, message: 'لا تملك طاقة كافية' },
  [CharacterErrorCode.LEVEL_TOO_LOW]: { status: HttpStatus.FORBIDDEN, message: 'مستواك أقل من المطلوب' },
  [CharacterErrorCode.STAT_OUT_OF_RANGE]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'فشل في تحديث الإحصائيات',
  },
};

export const characterError = errorFactory(table);
