import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { strictInteger } from './validation/integers';
import { msg } from './validation/messages';
import { IsOptionalNonNull } from './validation/optional';

/** The page number of a paged admin list (1 unless asked). */
export class AdminPageQueryDto {
  @ApiProperty({ type: 'integer', required: false, default: 1, minimum: 1 })
  @IsOptionalNonNull()
  @strictInteger()
  @IsInt({ message: msg.invalid('رقم الصفحة') })
  @Min(1, { message: msg.min('رقم الصفحة', 1) })
  @Max(1_000_000, { message: msg.invalid('رقم الصفحة') })
  page?: number;
}
