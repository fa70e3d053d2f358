import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';
import { formatNumber } from '../../game/arabic-numbers.rules';

/** Every way an admin back-office call fails (spec 001 section 8; issue 15). */
export enum AdminErrorCode {
  CHARACTER_NOT_FOUND = 'ADMIN_CHARACTER_NOT_FOUND',
  USER_NOT_FOUND = 'ADMIN_USER_NOT_FOUND',
  CANNOT_BLOCK_SELF = 'CANNOT_BLOCK_SELF',
  CANNOT_BLOCK_ADMIN = 'CANNOT_BLOCK_ADMIN',
  ALREADY_BLOCKED = 'ALREADY_BLOCKED',
  NOT_BLOCKED = 'NOT_BLOCKED',
  /** A deduction larger than what the player holds; the message names the player's balance. */
  DEDUCTION_EXCEEDS_BALANCE = 'DEDUCTION_EXCEEDS_BALANCE',
}

const table: Record<AdminErrorCode, ErrorSpec> = {
  [AdminErrorCode.CHARACTER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الشخصية غير موجودة' },
  [AdminErrorCode.USER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'المستخدم غير موجود' },
  [AdminErrorCode.CANNOT_BLOCK_SELF]: { status: HttpStatus.BAD_REQUEST, message: 'لا يمكنك حظر نفسك' },
  [AdminErrorCode.CANNOT_BLOCK_ADMIN]: { status: HttpStatus.FORBIDDEN, message: 'لا يمكن حظر مشرف' },
  [AdminErrorCode.ALREADY_BLOCKED]: { status: HttpStatus.CONFLICT, message: 'المستخدم محظور بالفعل' },
  [AdminErrorCode.NOT_BLOCKED]: { status: HttpStatus.CONFLICT, message: 'المستخدم غير محظور' },
  [AdminErrorCode.DEDUCTION_EXCEEDS_BALANCE]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'المبلغ أكبر مما يملكه اللاعب',
  },
};

/**
 * The refusal of a deduction larger than the player's balance, told from the admin's side: what the
 * player holds ('لا يملك اللاعب إلا ٣٠ من العملات السوداء'), not the player's own 'you lack' message.
 */
export function deductionExceedsBalance(currency: 'money' | 'blackcoins', balance: number) {
  const what = currency === 'money' ? 'من المال' : 'من العملات السوداء';
  return adminError(
    AdminErrorCode.DEDUCTION_EXCEEDS_BALANCE,
    { balance },
    `لا يملك اللاعب إلا ${formatNumber(balance)} ${what}`,
  );
}

export const adminError = errorFactory(table);
