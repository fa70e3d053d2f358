import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum FightErrorCode {
  CANNOT_ATTACK_SELF = 'CANNOT_ATTACK_SELF',
  TARGET_NOT_FOUND = 'TARGET_NOT_FOUND',
  TARGET_LEVEL_TOO_LOW = 'TARGET_LEVEL_TOO_LOW',
  TARGET_IN_HOSPITAL = 'TARGET_IN_HOSPITAL',
  TARGET_IMMUNE = 'TARGET_IMMUNE',
}

const table: Record<FightErrorCode, ErrorSpec> = {
  [FightErrorCode.CANNOT_ATTACK_SELF]: { status: HttpStatus.BAD_REQUEST, message: 'لا يمكنك مهاجمة نفسك' },
  [FightErrorCode.TARGET_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'اللاعب غير موجود' },
  [FightErrorCode.TARGET_LEVEL_TOO_LOW]: {
    status: HttpStatus.FORBIDDEN,
    message: 'لا يمكنك مهاجمة لاعب مستواه أقل من 6',
  },
  [FightErrorCode.TARGET_IN_HOSPITAL]: {
    status: HttpStatus.CONFLICT,
    message: 'لا يمكنك مهاجمة لاعب في المستشفى',
  },
  [FightErrorCode.TARGET_IMMUNE]: {
    status: HttpStatus.CONFLICT,
    message: 'هذا اللاعب محمي من الهجمات حالياً',
  },
};

export const fightError = errorFactory(table);
