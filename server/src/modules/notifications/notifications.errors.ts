import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum NotificationErrorCode {
  NOTIFICATION_NOT_FOUND = 'NOTIFICATION_NOT_FOUND',
}

const table: Record<NotificationErrorCode, ErrorSpec> = {
  [NotificationErrorCode.NOTIFICATION_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'الإشعار غير موجود',
  },
};

export const notificationError = errorFactory(table);
