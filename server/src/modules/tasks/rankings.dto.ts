import { PartialType } from '@nestjs/swagger';
import { msg } from '../../common/validation/messages';
import { BooleanField, IntegerField, TextField } from '../../common/validation/fields';

const LIMIT = 1_000_000_000;

/** `POST /api/tasks/rankings` (spec 002 sections 3, 5, 7): rank at least 1, the rest at least 0. */
export class CreateRankingDto {
  @TextField({ label: 'عنوان الرتبة', trim: true, notEmpty: true, maxLength: 100 })
  title: string;

  @IntegerField({ label: 'رقم الرتبة', min: 1, max: 100_000, messages: { integer: msg.integer } })
  rank: number;

  @IntegerField({
    label: 'النقاط المطلوبة',
    min: 0,
    max: LIMIT,
    optional: true,
    default: 0,
    messages: { integer: msg.integer },
  })
  requiredPoints?: number;

  @IntegerField({
    label: 'مكافأة القوة',
    min: 0,
    max: 1_000_000,
    optional: true,
    default: 0,
    messages: { integer: msg.integer },
  })
  powerBonus?: number;

  @IntegerField({
    label: 'مكافأة الدفاع',
    min: 0,
    max: 1_000_000,
    optional: true,
    default: 0,
    messages: { integer: msg.integer },
  })
  defenseBonus?: number;

  @BooleanField({ label: 'حالة التفعيل', optional: true, default: true })
  isActive?: boolean;
}

/** `PUT /api/tasks/rankings/{id}`: any subset of the fields. */
export class UpdateRankingDto extends PartialType(CreateRankingDto, { skipNullProperties: false }) {}
