import { ApiProperty } from '@nestjs/swagger';
import { LedgerEntryEntity } from '../wallet/ledger-entry.entity';
import { IntegerField } from '../../common/validation/fields';

/** The spec's wording for a bad amount (spec 001 section 5, donate and transfer amounts). */
const INVALID_AMOUNT = 'أدخل مبلغًا صحيحًا';

/** Body of `POST /api/bank/deposit` and `POST /api/bank/withdraw`: whole money, at least 1. */
export class BankAmountDto {
  @IntegerField({
    min: 1,
    max: 1_000_000_000_000,
    message: INVALID_AMOUNT,
    messages: { max: 'المبلغ كبير جداً' },
  })
  amount: number;
}

/** One bank ledger entry: a deposit (positive delta) or a withdrawal (negative). */
export class BankHistoryEntryDto {
  @ApiProperty({ type: 'integer' }) id: number;
  /** Change of the bank balance, in money. */
  @ApiProperty({ type: 'integer' }) delta: number;
  @ApiProperty({ type: 'integer' }) balanceAfter: number;
  /** `bank_deposit`, `bank_withdrawal`, ... */
  reason: string;
  createdAt: string;
}

/** `GET /api/bank` (also after a deposit or withdrawal); the `bank:update` payload. */
export class BankDto {
  /** Bank balance, in money. */
  @ApiProperty({ type: 'integer' }) balance: number;
  /** Cash, in money. */
  @ApiProperty({ type: 'integer' }) money: number;
  /** The latest 50 bank ledger entries, newest first. */
  history: BankHistoryEntryDto[];
}

export function toBankDto(balance: number, money: number, entries: LedgerEntryEntity[]): BankDto {
  return {
    balance,
    money,
    history: entries.map((entry) => ({
      id: Number(entry.id),
      delta: entry.delta,
      // Entries of a held account always carry the balance after them.
      balanceAfter: entry.balanceAfter ?? 0,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
