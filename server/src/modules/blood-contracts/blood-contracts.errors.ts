import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum BloodContractErrorCode {
  CONTRACT_NOT_FOUND = 'CONTRACT_NOT_FOUND',
  CONTRACT_NOT_OPEN = 'CONTRACT_NOT_OPEN',
  CANNOT_TARGET_SELF = 'CANNOT_TARGET_SELF',
  CONTRACT_TARGET_NOT_FOUND = 'CONTRACT_TARGET_NOT_FOUND',
  CONTRACT_TARGET_LEVEL_TOO_LOW = 'CONTRACT_TARGET_LEVEL_TOO_LOW',
  POSTER_CANNOT_EXECUTE = 'POSTER_CANNOT_EXECUTE',
  TARGET_CANNOT_EXECUTE = 'TARGET_CANNOT_EXECUTE',
  CONTRACT_TARGET_IN_HOSPITAL = 'CONTRACT_TARGET_IN_HOSPITAL',
  CONTRACT_TARGET_IMMUNE = 'CONTRACT_TARGET_IMMUNE',
  NOT_CONTRACT_POSTER = 'NOT_CONTRACT_POSTER',
}

const table: Record<BloodContractErrorCode, ErrorSpec> = {
  [BloodContractErrorCode.CONTRACT_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'العقد غير موجود' },
  [BloodContractErrorCode.CONTRACT_NOT_OPEN]: {
    status: HttpStatus.CONFLICT,
    message: 'هذا العقد لم يعد متاحاً',
  },
  [BloodContractErrorCode.CANNOT_TARGET_SELF]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك وضع عقد على نفسك',
  },
  [BloodContractErrorCode.CONTRACT_TARGET_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'اللاعب غير موجود',
  },
  [BloodContractErrorCode.CONTRACT_TARGET_LEVEL_TOO_LOW]: {
    status: HttpStatus.FORBIDDEN,
    message: 'لا يمكنك وضع عقد على لاعب مستواه أقل من 6',
  },
  [BloodContractErrorCode.POSTER_CANNOT_EXECUTE]: {
    status: HttpStatus.FORBIDDEN,
    message: 'لا يمكنك تنفيذ عقد وضعته بنفسك',
  },
  [BloodContractErrorCode.TARGET_CANNOT_EXECUTE]: {
    status: HttpStatus.FORBIDDEN,
    message: 'لا يمكنك تنفيذ عقد موضوع عليك',
  },
  [BloodContractErrorCode.CONTRACT_TARGET_IN_HOSPITAL]: {
    status: HttpStatus.CONFLICT,
    message: 'لا يمكنك مهاجمة لاعب في المستشفى',
  },
  [BloodContractErrorCode.CONTRACT_TARGET_IMMUNE]: {
    status: HttpStatus.CONFLICT,
    message: 'هذا اللاعب محمي من الهجمات حالياً',
  },
  [BloodContractErrorCode.NOT_CONTRACT_POSTER]: {
    status: HttpStatus.FORBIDDEN,
    message: 'يمكن لصاحب العقد فقط إلغاؤه',
  },
};

export const bloodContractError = errorFactory(table);
