import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum WalletErrorCode {
  INSUFFICIENT_MONEY = 'INSUFFICIENT_MONEY',
  INSUFFICIENT_BLACKCOINS = 'INSUFFICIENT_BLACKCOINS',
  INSUFFICIENT_BANK_BALANCE = 'INSUFFICIENT_BANK_BALANCE',
  INSUFFICIENT_TREASURY = 'INSUFFICIENT_TREASURY',
  INSUFFICIENT_ESCROW = 'INSUFFICIENT_ESCROW',
  ACCOUNT_NOT_FOUND = 'ACCOUNT_NOT_FOUND',
}

const table: Record<WalletErrorCode, ErrorSpec> = {
  [WalletErrorCode.INSUFFICIENT_MONEY]: { status: HttpStatus.BAD_REQUEST, message: 'لا تملك مالاً كافياً' },
  [WalletErrorCode.INSUFFICIENT_BLACKCOINS]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا تملك عملات سوداء كافية',
  },
  [WalletErrorCode.INSUFFICIENT_BANK_BALANCE]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'رصيدك في البنك غير كافٍ',
  },
  [WalletErrorCode.INSUFFICIENT_TREASURY]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'رصيد خزينة العصابة غير كافٍ',
  },
  // An escrow holds exactly what it owes: this only fires on a double payout, which the callers prevent.
  [WalletErrorCode.INSUFFICIENT_ESCROW]: { status: HttpStatus.CONFLICT, message: 'المبلغ المحجوز غير كافٍ' },
  [WalletErrorCode.ACCOUNT_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الشخصية غير موجودة' },
};

export const walletError = errorFactory(table);
