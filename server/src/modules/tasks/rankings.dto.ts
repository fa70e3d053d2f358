import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { trim } from '../../common/validation/transforms';

const integer = (label: string) => `${label} يجب أن يكون عدداً صحيحاً`;
const LIMIT = 1_000_000_000;

/** `POST /api/tasks/rankings` (spec 002 sections 3, 5, 7): rank at least 1, the rest at least 0. */
export class CreateRankingDto {
  @trim()
  @IsString({ message: msg.required('عنوان الرتبة') })
  @IsNotEmpty({ message: msg.required('عنوان الرتبة') })
  @MaxLength(100, { message: msg.maxLength('عنوان الرتبة', 100) })
  title: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsInt({ message: integer('رقم الرتبة') })
  @Min(1, { message: msg.min('رقم الرتبة', 1) })
  @Max(100_000, { message: msg.max('رقم الرتبة', 100_000) })
  rank: number;

  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: integer('النقاط المطلوبة') })
  @Min(0, { message: msg.min('النقاط المطلوبة', 0) })
  @Max(LIMIT, { message: msg.max('النقاط المطلوبة', LIMIT) })
  requiredPoints?: number;

  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: integer('مكافأة القوة') })
  @Min(0, { message: msg.min('مكافأة القوة', 0) })
  @Max(1_000_000, { message: msg.max('مكافأة القوة', 1_000_000) })
  powerBonus?: number;

  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: integer('مكافأة الدفاع') })
  @Min(0, { message: msg.min('مكافأة الدفاع', 0) })
  @Max(1_000_000, { message: msg.max('مكافأة الدفاع', 1_000_000) })
  defenseBonus?: number;

  @ApiProperty({ required: false, default: true })
  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('حالة التفعيل') })
  isActive?: boolean;
}

/** `PUT /api/tasks/rankings/{id}`: any subset of the fields. */
export class UpdateRankingDto extends PartialType(CreateRankingDto, { skipNullProperties: false }) {}
