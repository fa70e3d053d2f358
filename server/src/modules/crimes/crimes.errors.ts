import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum CrimeErrorCode {
  CRIME_NOT_FOUND = 'CRIME_NOT_FOUND',
  CRIME_LOCKED = 'CRIME_LOCKED',
  CRIME_ON_COOLDOWN = 'CRIME_ON_COOLDOWN',
}

const table: Record<CrimeErrorCode, ErrorSpec> = {
  [CrimeErrorCode.CRIME_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الجريمة غير موجودة' },
  [CrimeErrorCode.CRIME_LOCKED]: { status: HttpStatus.FORBIDDEN, message: 'هذه الجريمة تتطلب مستوى أعلى' },
  [CrimeErrorCode.CRIME_ON_COOLDOWN]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'هذه الجريمة في فترة انتظار',
  },
};

export const crimeError = errorFactory(table);
