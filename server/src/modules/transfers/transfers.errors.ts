import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { GAME } from '../../game/constants';

/** Every way a transfer fails (DESIGN.md section 6, "Transfers"). */
export enum TransferErrorCode {
  RECEIVER_NOT_FOUND = 'RECEIVER_NOT_FOUND',
  CANNOT_TRANSFER_TO_SELF = 'CANNOT_TRANSFER_TO_SELF',
  DAILY_TRANSFER_LIMIT = 'DAILY_TRANSFER_LIMIT',
}

const table: Record<TransferErrorCode, ErrorSpec> = {
  [TransferErrorCode.RECEIVER_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'لا يوجد لاعب بهذا الاسم',
  },
  [TransferErrorCode.CANNOT_TRANSFER_TO_SELF]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك التحويل إلى نفسك',
  },
  [TransferErrorCode.DAILY_TRANSFER_LIMIT]: {
    status: HttpStatus.BAD_REQUEST,
    message: `لقد بلغت الحد اليومي للتحويلات (${formatNumber(GAME.transferDailyLimit)} تحويلاً)، حاول غداً`,
  },
};

export const transferError = errorFactory(table);
