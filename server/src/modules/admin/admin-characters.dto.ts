import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, NotEquals } from 'class-validator';

/** Signed amount for an admin balance adjustment (spec 001 section 7: money or blackcoins). */
export class BalanceAdjustmentDto {
  @ApiProperty({ type: 'integer', description: 'Positive adds, negative deducts.' })
  @IsInt({ message: 'المبلغ يجب أن يكون عدداً صحيحاً' })
  @NotEquals(0, { message: 'المبلغ يجب ألا يكون صفراً' })
  @Min(-1_000_000_000_000, { message: 'المبلغ كبير جداً' })
  @Max(1_000_000_000_000, { message: 'المبلغ كبير جداً' })
  amount: number;
}

/** The balance after an adjustment. */
export class BalanceAdjustmentResultDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) characterId: number;
  @ApiProperty({ type: 'integer' }) balance: number;
}
