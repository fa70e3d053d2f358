import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { trim } from '../../common/validation/transforms';
import { Currency } from '../wallet/account';

const GAME_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Query of `GET /api/admin/characters/{id}/ledger/export`: a player's cash and bank ledger, newest
 * first, filtered by currency, reason and game day (`TZ_GAME`, both ends included).
 */
export class CharacterLedgerExportQueryDto {
  @ApiProperty({ enum: Object.values(Currency), enumName: 'LedgerCurrency', required: false })
  @IsOptionalNonNull()
  @IsIn(Object.values(Currency), { message: 'العملة غير صحيحة' })
  currency?: Currency;

  /** A ledger reason exactly (`admin_adjustment`, `crime_reward`, ...). */
  @IsOptionalNonNull()
  @trim()
  @IsString({ message: msg.invalid('سبب الحركة') })
  @MaxLength(64, { message: msg.maxLength('سبب الحركة', 64) })
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
