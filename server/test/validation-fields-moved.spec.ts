import { ApiProperty } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, IsInt, IsString, Matches, Max, Min, NotEquals, validate } from 'class-validator';
import { BalanceAdjustmentDto } from '../src/modules/admin/admin-characters.dto';
import {
  CLIENT_SEED_MESSAGE,
  CLIENT_SEED_PATTERN,
  SetClientSeedDto,
} from '../src/modules/fairness/fairness.dto';
import { validationDetails } from '../src/common/validation/validation.pipe';

type Dto = new () => object;

/** The stacks the two DTOs had by hand before they moved onto the composites. */
class PlainBalanceAdjustmentDto {
  @ApiProperty({ type: 'integer', description: 'Positive adds, negative deducts.' })
  @IsInt({ message: 'المبلغ يجب أن يكون عدداً صحيحاً' })
  @NotEquals(0, { message: 'المبلغ يجب ألا يكون صفراً' })
  @Min(-1_000_000_000_000, { message: 'المبلغ كبير جداً' })
  @Max(1_000_000_000_000, { message: 'المبلغ كبير جداً' })
  amount: number;
}

class PlainSetClientSeedDto {
  @IsString({ message: CLIENT_SEED_MESSAGE })
  @Matches(CLIENT_SEED_PATTERN, { message: CLIENT_SEED_MESSAGE })
  clientSeed: string;
}

/** Each rule with its sentence, by rule name (the order apart: see the bodies below). */
function rulesOf(dto: Dto) {
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .map((rule) => ({
      property: rule.propertyName,
      name: rule.name,
      constraints: rule.constraints,
      message: rule.message,
    }))
    .sort((a, b) => `${a.property}.${a.name}`.localeCompare(`${b.property}.${b.name}`));
}

async function outcome(dto: Dto, body: Record<string, unknown>) {
  const errors = await validate(plainToInstance(dto, body), { whitelist: true });
  return errors.length ? validationDetails(errors) : 'valid';
}

describe('DTO fields moved onto the composite decorators (issue 28, point 9)', () => {
  it('the balance adjustment keeps its rules, sentences and details, zero refused on its own', async () => {
    expect(rulesOf(BalanceAdjustmentDto)).toEqual(rulesOf(PlainBalanceAdjustmentDto));
    const amounts = [5, -5, 0, -0, 1.5, '5', null, undefined, 1e12, 1e12 + 1, -1e12 - 1, Number.NaN, 'abc'];
    for (const amount of amounts)
      expect(await outcome(BalanceAdjustmentDto, { amount })).toEqual(
        await outcome(PlainBalanceAdjustmentDto, { amount }),
      );
    expect(await outcome(BalanceAdjustmentDto, { amount: 0 })).toEqual(['المبلغ يجب ألا يكون صفراً']);
  });

  it('the client seed keeps its rules and its one sentence', async () => {
    expect(rulesOf(SetClientSeedDto)).toEqual(rulesOf(PlainSetClientSeedDto));
    for (const clientSeed of ['abc-1_X', '', 'a:b', 'x'.repeat(65), 7, null, undefined])
      expect(await outcome(SetClientSeedDto, { clientSeed })).toEqual(
        await outcome(PlainSetClientSeedDto, { clientSeed }),
      );
    // Both rules fail on a number; the pipe says their one sentence once.
    expect(await outcome(SetClientSeedDto, { clientSeed: 7 })).toEqual([CLIENT_SEED_MESSAGE]);
  });
});
