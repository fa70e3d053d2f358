import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum SuggestionErrorCode {
  SUGGESTION_NOT_FOUND = 'SUGGESTION_NOT_FOUND',
  SUGGESTION_STATUS_NOT_ALLOWED = 'SUGGESTION_STATUS_NOT_ALLOWED',
  SUGGESTION_DAILY_LIMIT = 'SUGGESTION_DAILY_LIMIT',
}

const table: Record<SuggestionErrorCode, ErrorSpec> = {
  [SuggestionErrorCode.SUGGESTION_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الاقتراح غير موجود' },
  // Sent with the move: 'لا يمكن نقل الاقتراح من {from} إلى {to}'.
  [SuggestionErrorCode.SUGGESTION_STATUS_NOT_ALLOWED]: {
    status: HttpStatus.CONFLICT,
    message: 'لا يمكن تغيير حالة الاقتراح بهذا الشكل',
  },
  [SuggestionErrorCode.SUGGESTION_DAILY_LIMIT]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'لقد أرسلت 5 اقتراحات اليوم، يمكنك الإرسال مجدداً غداً',
  },
};

export const suggestionError = errorFactory(table);
