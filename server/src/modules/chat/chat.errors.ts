import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum ChatErrorCode {
  MESSAGE_EMPTY = 'MESSAGE_EMPTY',
  MESSAGE_TOO_LONG = 'MESSAGE_TOO_LONG',
  CHAT_RATE_LIMITED = 'CHAT_RATE_LIMITED',
  CHAT_ACTIONS_RATE_LIMITED = 'CHAT_ACTIONS_RATE_LIMITED',
  MESSAGE_NOT_FOUND = 'MESSAGE_NOT_FOUND',
  NOT_MESSAGE_AUTHOR = 'NOT_MESSAGE_AUTHOR',
  INVALID_REACTION = 'INVALID_REACTION',
  INVALID_MUTE_DURATION = 'INVALID_MUTE_DURATION',
  CANNOT_MODERATE_SELF = 'CANNOT_MODERATE_SELF',
  CANNOT_REPORT_OWN_MESSAGE = 'CANNOT_REPORT_OWN_MESSAGE',
  ALREADY_REPORTED = 'ALREADY_REPORTED',
  REPORT_NOT_FOUND = 'REPORT_NOT_FOUND',
  REPORT_ALREADY_HANDLED = 'REPORT_ALREADY_HANDLED',
  REPORT_ACTION_REQUIRED = 'REPORT_ACTION_REQUIRED',
}

const table: Record<ChatErrorCode, ErrorSpec> = {
  [ChatErrorCode.MESSAGE_EMPTY]: { status: HttpStatus.BAD_REQUEST, message: 'لا يمكن إرسال رسالة فارغة' },
  [ChatErrorCode.MESSAGE_TOO_LONG]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'الرسالة طويلة جداً، الحد الأقصى 500 حرف',
  },
  [ChatErrorCode.CHAT_RATE_LIMITED]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'أنت ترسل الرسائل بسرعة كبيرة، انتظر ثانيتين بين كل رسالة',
  },
  [ChatErrorCode.CHAT_ACTIONS_RATE_LIMITED]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'تعديلاتك وتفاعلاتك سريعة جداً، انتظر قليلاً ثم حاول مرة أخرى',
  },
  [ChatErrorCode.MESSAGE_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الرسالة غير موجودة' },
  [ChatErrorCode.NOT_MESSAGE_AUTHOR]: {
    status: HttpStatus.FORBIDDEN,
    message: 'يمكنك تعديل أو حذف رسائلك فقط',
  },
  [ChatErrorCode.INVALID_REACTION]: { status: HttpStatus.BAD_REQUEST, message: 'التفاعل غير صالح' },
  [ChatErrorCode.INVALID_MUTE_DURATION]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'مدة الكتم يجب أن تكون أكثر من صفر وبحد أقصى 30 يوماً',
  },
  [ChatErrorCode.CANNOT_MODERATE_SELF]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك تنفيذ هذا الإجراء على نفسك',
  },
  [ChatErrorCode.CANNOT_REPORT_OWN_MESSAGE]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك الإبلاغ عن رسالتك',
  },
  [ChatErrorCode.ALREADY_REPORTED]: {
    status: HttpStatus.CONFLICT,
    message: 'لقد أبلغت عن هذه الرسالة بالفعل',
  },
  [ChatErrorCode.REPORT_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'البلاغ غير موجود' },
  [ChatErrorCode.REPORT_ALREADY_HANDLED]: {
    status: HttpStatus.CONFLICT,
    message: 'تمت معالجة هذا البلاغ بالفعل',
  },
  [ChatErrorCode.REPORT_ACTION_REQUIRED]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'يجب اختيار إجراء عند حل البلاغ: كتم المستخدم أو حذف الرسالة',
  },
};

export const chatError = errorFactory(table);
