import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum MessageErrorCode {
  USER_NOT_FOUND = 'USER_NOT_FOUND',
  CANNOT_MESSAGE_SELF = 'CANNOT_MESSAGE_SELF',
  MESSAGE_NOT_FOUND = 'MESSAGE_NOT_FOUND',
  NOT_MESSAGE_AUTHOR = 'NOT_MESSAGE_AUTHOR',
  TOO_MANY_REACTIONS = 'TOO_MANY_REACTIONS',
  MESSAGE_RATE_LIMITED = 'MESSAGE_RATE_LIMITED',
  MESSAGE_ACTIONS_RATE_LIMITED = 'MESSAGE_ACTIONS_RATE_LIMITED',
  CANNOT_REPORT_OWN_MESSAGE = 'CANNOT_REPORT_OWN_MESSAGE',
  ALREADY_REPORTED = 'ALREADY_REPORTED',
  REPORT_NOT_FOUND = 'REPORT_NOT_FOUND',
  REPORT_ALREADY_HANDLED = 'REPORT_ALREADY_HANDLED',
}

const table: Record<MessageErrorCode, ErrorSpec> = {
  [MessageErrorCode.USER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'المستخدم غير موجود' },
  [MessageErrorCode.CANNOT_MESSAGE_SELF]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك إرسال رسالة إلى نفسك',
  },
  [MessageErrorCode.MESSAGE_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الرسالة غير موجودة' },
  [MessageErrorCode.NOT_MESSAGE_AUTHOR]: {
    status: HttpStatus.FORBIDDEN,
    message: 'يمكنك تعديل أو حذف رسائلك فقط',
  },
  [MessageErrorCode.TOO_MANY_REACTIONS]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكن إضافة المزيد من التفاعلات لهذه الرسالة',
  },
  [MessageErrorCode.MESSAGE_RATE_LIMITED]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'أرسلت رسائل كثيرة في وقت قصير، انتظر قليلاً ثم حاول مرة أخرى',
  },
  [MessageErrorCode.MESSAGE_ACTIONS_RATE_LIMITED]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'تعديلاتك وتفاعلاتك سريعة جداً، انتظر قليلاً ثم حاول مرة أخرى',
  },
  [MessageErrorCode.CANNOT_REPORT_OWN_MESSAGE]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك الإبلاغ عن رسالتك',
  },
  [MessageErrorCode.ALREADY_REPORTED]: {
    status: HttpStatus.CONFLICT,
    message: 'لقد أبلغت عن هذه الرسالة مسبقاً',
  },
  [MessageErrorCode.REPORT_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'البلاغ غير موجود' },
  [MessageErrorCode.REPORT_ALREADY_HANDLED]: {
    status: HttpStatus.CONFLICT,
    message: 'تمت معالجة هذا البلاغ مسبقاً',
  },
};

export const messageError = errorFactory(table);
