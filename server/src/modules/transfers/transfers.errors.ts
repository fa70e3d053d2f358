import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { GAME } from '../../game/constants';
import { FEATURE_UNLOCK_LEVELS } from '../../game/features.rules';

/** Every way a transfer fails (DESIGN.md section 6, "Transfers"). */
export enum TransferErrorCode {
  RECEIVER_NOT_FOUND = 'RECEIVER_NOT_FOUND',
  CANNOT_TRANSFER_TO_SELF = 'CANNOT_TRANSFER_TO_SELF',
  DAILY_TRANSFER_LIMIT = 'DAILY_TRANSFER_LIMIT',
  /** The receiver has not reached the transfers level (25, spec 000 section 9); carries `requiredLevel`. */
  RECEIVER_LEVEL_TOO_LOW = 'RECEIVER_LEVEL_TOO_LOW',
  /** Admin review of a held transfer (issue 30, part 6): no transfer by that id is or was held. */
  HELD_TRANSFER_NOT_FOUND = 'HELD_TRANSFER_NOT_FOUND',
  /** The held transfer was already approved or rejected (also the loser of two decisions at once). */
  HELD_TRANSFER_DECIDED = 'HELD_TRANSFER_DECIDED',
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
    message: `لقد بلغت الحد اليومي للتحويلات المالية (${formatNumber(GAME.transferDailyLimit)} تحويلاً)، حاول غداً`,
  },
  [TransferErrorCode.RECEIVER_LEVEL_TOO_LOW]: {
    status: HttpStatus.BAD_REQUEST,
    message: `لا يستقبل التحويلات إلا من بلغ المستوى ${formatNumber(FEATURE_UNLOCK_LEVELS.transfers)}`,
  },
  [TransferErrorCode.HELD_TRANSFER_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'لا يوجد تحويل محجوز بهذا الرقم',
  },
  [TransferErrorCode.HELD_TRANSFER_DECIDED]: {
    status: HttpStatus.CONFLICT,
    message: 'تمت مراجعة هذا التحويل من قبل',
  },
};

export const transferError = errorFactory(table);
