import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum JobErrorCode {
  JOB_NOT_FOUND = 'JOB_NOT_FOUND',
  JOB_LEVEL_TOO_LOW = 'JOB_LEVEL_TOO_LOW',
  ALREADY_IN_JOB = 'ALREADY_IN_JOB',
  NOT_EMPLOYED = 'NOT_EMPLOYED',
}

const table: Record<JobErrorCode, ErrorSpec> = {
  [JobErrorCode.JOB_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الوظيفة غير موجودة' },
  // Sent with the job's level: 'هذه الوظيفة تتطلب المستوى {n}'.
  [JobErrorCode.JOB_LEVEL_TOO_LOW]: { status: HttpStatus.FORBIDDEN, message: 'هذه الوظيفة تتطلب مستوى أعلى' },
  [JobErrorCode.ALREADY_IN_JOB]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'أنت تعمل في هذه الوظيفة بالفعل',
  },
  [JobErrorCode.NOT_EMPLOYED]: { status: HttpStatus.BAD_REQUEST, message: 'أنت لا تعمل في أي وظيفة حالياً' },
};

export const jobError = errorFactory(table);
