import { Currency } from '../wallet/account';
import { DateField, EnumField, TextField } from '../../common/validation/fields';

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
  @DateField({ label: 'تاريخ البداية', optional: true, day: true, example: '2026-11-01' })
  dateFrom?: string;

  /** Last game day, `YYYY-MM-DD`, included. */
  @DateField({ label: 'تاريخ النهاية', optional: true, day: true, example: '2026-11-30' })
  dateTo?: string;
}
