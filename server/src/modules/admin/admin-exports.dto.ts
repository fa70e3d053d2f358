import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, Matches } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { Currency } from '../wallet/account';
import { EnumField, TextField } from '../../common/validation/fields';

const GAME_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Query of `GET /api/admin/characters/{id}/ledger/export`: a player's cash and bank ledger, newest
 * first, filtered by currency, reason and game day (`TZ_GAME`, both ends included).
 */
export class CharacterLedgerExportQueryDto {
  @EnumField({
    values: Object.values(Currency),
    enumName: 'LedgerCurrency',
    message: 'العملة غير صحيحة',
    optional: true,
  })
  currency?: Currency;

  /** A ledger reason exactly (`admin_adjustment`, `crime_reward`, ...). */
  @TextField({ label: 'سبب الحركة', optional: true, trim: true, maxLength: 64 })
  reason?: string;

  /** First game day, `YYYY-MM-DD`. */
  @ApiProperty({ required: false, example: '2026-11-01' })
  @IsOptionalNonNull()
  @Matches(GAME_DAY, { message: msg.invalid('تاريخ البداية') })
  @IsDateString({ strict: true }, { message: msg.invalid('تاريخ البداية') })
  dateFrom?: string;

  /** Last game day, `YYYY-MM-DD`, included. */
  @ApiProperty({ required: false, example: '2026-11-30' })
  @IsOptionalNonNull()
  @Matches(GAME_DAY, { message: msg.invalid('تاريخ النهاية') })
  @IsDateString({ strict: true }, { message: msg.invalid('تاريخ النهاية') })
  dateTo?: string;
}
