import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum ConfinementErrorCode {
  IN_HOSPITAL = 'IN_HOSPITAL',
  IN_JAIL = 'IN_JAIL',
  NOT_CONFINED = 'NOT_CONFINED',
}

const table: Record<ConfinementErrorCode, ErrorSpec> = {
  [ConfinementErrorCode.IN_HOSPITAL]: {
    status: HttpStatus.FORBIDDEN,
    message: 'لا يمكنك القيام بهذا الإجراء وأنت في المستشفى',
  },
  [ConfinementErrorCode.IN_JAIL]: {
    status: HttpStatus.FORBIDDEN,
    message: 'لا يمكنك القيام بهذا الإجراء وأنت في السجن',
  },
  [ConfinementErrorCode.NOT_CONFINED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'أنت لست في المستشفى أو السجن',
  },
};

export const confinementError = errorFactory(table);
