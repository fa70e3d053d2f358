import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum ModerationErrorCode {
  MUTED = 'MUTED',
  MESSAGE_BLOCKED = 'MESSAGE_BLOCKED',
  FILTERED_WORD_EXISTS = 'FILTERED_WORD_EXISTS',
  FILTERED_WORD_NOT_FOUND = 'FILTERED_WORD_NOT_FOUND',
}

const table: Record<ModerationErrorCode, ErrorSpec> = {
  [ModerationErrorCode.MUTED]: {
    status: HttpStatus.FORBIDDEN,
    message: 'أنت مكتوم ولا يمكنك إرسال الرسائل حالياً',
  },
  [ModerationErrorCode.MESSAGE_BLOCKED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'تم حظر رسالتك لاحتوائها على كلمات غير لائقة',
  },
  [ModerationErrorCode.FILTERED_WORD_EXISTS]: {
    status: HttpStatus.CONFLICT,
    message: 'هذه الكلمة موجودة في القائمة بالفعل',
  },
  [ModerationErrorCode.FILTERED_WORD_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'الكلمة غير موجودة',
  },
};

export const moderationError = errorFactory(table);
