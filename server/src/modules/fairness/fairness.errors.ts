import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum FairnessErrorCode {
  PROOF_NOT_FOUND = 'PROOF_NOT_FOUND',
  USER_NOT_FOUND = 'USER_NOT_FOUND',
}

const table: Record<FairnessErrorCode, ErrorSpec> = {
  [FairnessErrorCode.PROOF_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'إثبات الرمية غير موجود' },
  [FairnessErrorCode.USER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'المستخدم غير موجود' },
};

export const fairnessError = errorFactory(table);
