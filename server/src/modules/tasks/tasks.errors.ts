import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum TaskErrorCode {
  TASK_NOT_FOUND = 'TASK_NOT_FOUND',
  TASK_NOT_COMPLETED = 'TASK_NOT_COMPLETED',
  TASK_ALREADY_CLAIMED = 'TASK_ALREADY_CLAIMED',
  RANK_NOT_FOUND = 'RANK_NOT_FOUND',
}

const table: Record<TaskErrorCode, ErrorSpec> = {
  [TaskErrorCode.TASK_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'المهمة غير موجودة' },
  // Sent with `progress` and `goal`.
  [TaskErrorCode.TASK_NOT_COMPLETED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لم تكمل هذه المهمة بعد',
  },
  [TaskErrorCode.TASK_ALREADY_CLAIMED]: {
    status: HttpStatus.CONFLICT,
    message: 'لقد استلمت مكافأة هذه المهمة بالفعل',
  },
  [TaskErrorCode.RANK_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الرتبة غير موجودة' },
};

export const taskError = errorFactory(table);
