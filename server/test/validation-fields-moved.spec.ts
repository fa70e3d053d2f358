import { ApiProperty } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import {
  getMetadataStorage,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  Min,
  NotEquals,
  validate,
  type IsNumberOptions,
} from 'class-validator';
import { MuteUserEventDto, UpdateGlobalChatReportStatusDto } from '../src/modules/chat/chat.dto';
import { CreateCrimeDto } from '../src/modules/crimes/crimes.dto';
import { DeleteBlockedMessagesDto, MAX_PURGE_AGE_DAYS } from '../src/modules/moderation/moderation.dto';
import { CreateBlackcoinPackageDto } from '../src/modules/packages/packages.dto';
import { SoundSettingDto } from '../src/modules/settings/settings.dto';
import { msg } from '../src/common/validation/messages';
import { IsOptionalNonNull } from '../src/common/validation/optional';
import { BalanceAdjustmentDto } from '../src/modules/admin/admin-characters.dto';
import {
  CLIENT_SEED_MESSAGE,
  CLIENT_SEED_PATTERN,
  SetClientSeedDto,
} from '../src/modules/fairness/fairness.dto';
import { validationDetails } from '../src/common/validation/validation.pipe';

type Dto = new () => object;

/** `MAX_USD` of packages.dto.ts (not exported): the highest package price, in US dollars. */
const MAX_USD = 100_000;

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

/** The six number fields' stacks before `DecimalField`, one class a field. */
class PlainSuccessRate {
  @ApiProperty({ required: false, default: 0.5, minimum: 0.01, maximum: 0.99 })
  @IsOptionalNonNull()
  @IsNumber({}, { message: msg.invalid('نسبة النجاح') })
  @Min(0.01, { message: 'نسبة النجاح يجب أن تكون بين 1 و 99' })
  @Max(0.99, { message: 'نسبة النجاح يجب أن تكون بين 1 و 99' })
  successRate?: number;
}

class PlainUsdPrice {
  @ApiProperty({ minimum: 0, maximum: MAX_USD, multipleOf: 0.01 })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: msg.invalid('السعر') })
  @Min(0, { message: msg.min('السعر', 0) })
  @Max(MAX_USD, { message: msg.max('السعر', MAX_USD) })
  usdPrice: number;
}

class PlainOlderThan {
  @ApiProperty({ required: false, minimum: 0, maximum: MAX_PURGE_AGE_DAYS })
  @IsOptionalNonNull()
  @IsNumber({}, { message: msg.invalid('المدة') })
  @Min(0, { message: msg.min('المدة', 0) })
  @Max(MAX_PURGE_AGE_DAYS, { message: msg.max('المدة', MAX_PURGE_AGE_DAYS) })
  olderThan?: number;
}

class PlainMinutes {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'مدة الكتم غير صحيحة' })
  minutes: number;
}

class PlainMuteMinutes {
  @ApiProperty({ required: false, default: 60 })
  @IsOptionalNonNull()
  @IsNumber({}, { message: msg.invalid('مدة الكتم') })
  @Min(0.01, { message: msg.min('مدة الكتم', 0.01) })
  @Max(43_200, { message: msg.max('مدة الكتم', 43_200) })
  muteMinutes?: number;
}

class PlainVolume {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: msg.invalid('مستوى الصوت') })
  volume: number;
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

/**
 * One property's rules, `isNumber`'s options read as class-validator reads them (an absent
 * `allowNaN` / `allowInfinity` is `false`, so `{}` and `{ allowNaN: false, allowInfinity: false }`
 * are the same rule).
 */
function fieldRules(dto: Dto, property: string) {
  return rulesOf(dto)
    .filter((rule) => rule.property === property)
    .map((rule) => {
      // `IsOptionalNonNull`'s condition is a closure made per field: compare its source.
      if (rule.name === undefined)
        return { ...rule, constraints: rule.constraints.map((c: unknown) => String(c)) };
      if (rule.name !== 'isNumber') return rule;
      const options = (rule.constraints as IsNumberOptions[])[0];
      const read = {
        allowNaN: !!options.allowNaN,
        allowInfinity: !!options.allowInfinity,
        maxDecimalPlaces: options.maxDecimalPlaces,
      };
      return { ...rule, constraints: [read] };
    });
}

/** The details of one property's refusals in a body holding only it (`'valid'` when none). */
async function fieldOutcome(dto: Dto, property: string, value: unknown) {
  const body = value === undefined ? {} : { [property]: value };
  const errors = await validate(plainToInstance(dto, body), { whitelist: true });
  const own = errors.filter((error) => error.property === property);
  return own.length ? validationDetails(own) : 'valid';
}

/** Fractions, strings, NaN and the infinities, null and absent, booleans, arrays, and the bounds. */
const NUMBER_INPUTS: unknown[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.01,
  0.001,
  0.009,
  0.99,
  0.991,
  1.5,
  1.25,
  1.255,
  2.1,
  60,
  99,
  100,
  36_500,
  36_500.5,
  36_501,
  43_200,
  43_200.01,
  43_201,
  99_999.99,
  100_000,
  100_000.01,
  1e9,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '5',
  '0.5',
  '',
  'abc',
  true,
  false,
  null,
  undefined,
  [1],
  {},
];

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

  it.each([
    ['crime success rate', CreateCrimeDto, PlainSuccessRate, 'successRate'],
    ['blackcoin package price', CreateBlackcoinPackageDto, PlainUsdPrice, 'usdPrice'],
    ['blocked-messages purge age', DeleteBlockedMessagesDto, PlainOlderThan, 'olderThan'],
    ['mute_user minutes', MuteUserEventDto, PlainMinutes, 'minutes'],
    ['chat report mute minutes', UpdateGlobalChatReportStatusDto, PlainMuteMinutes, 'muteMinutes'],
    ['sound volume', SoundSettingDto, PlainVolume, 'volume'],
  ] as [string, Dto, Dto, string][])(
    'the %s keeps its rules, sentences and details on DecimalField',
    async (_name, moved, plain, property) => {
      expect(fieldRules(moved, property)).toEqual(fieldRules(plain, property));
      for (const value of NUMBER_INPUTS)
        expect([value, await fieldOutcome(moved, property, value)]).toEqual([
          value,
          await fieldOutcome(plain, property, value),
        ]);
    },
  );

  it('DecimalField says each sentence in the stack order and refuses NaN, the infinities and strings', async () => {
    expect(await fieldOutcome(CreateBlackcoinPackageDto, 'usdPrice', 1.255)).toEqual(['السعر غير صحيح']);
    expect(await fieldOutcome(CreateBlackcoinPackageDto, 'usdPrice', 100_000.01)).toEqual([
      msg.max('السعر', MAX_USD),
    ]);
    expect(await fieldOutcome(CreateBlackcoinPackageDto, 'usdPrice', 1.25)).toBe('valid');
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '0.5'])
      expect(await fieldOutcome(UpdateGlobalChatReportStatusDto, 'muteMinutes', value)).toContain(
        'مدة الكتم غير صحيح',
      );
    expect(await fieldOutcome(UpdateGlobalChatReportStatusDto, 'muteMinutes', 0.5)).toBe('valid');
    // class-validator's own rule throws on a number it writes with an exponent; the field refuses it.
    await expect(fieldOutcome(PlainUsdPrice, 'usdPrice', 1e-7)).rejects.toThrow(TypeError);
    expect(await fieldOutcome(CreateBlackcoinPackageDto, 'usdPrice', 1e-7)).toEqual(['السعر غير صحيح']);
    expect(await fieldOutcome(CreateBlackcoinPackageDto, 'usdPrice', 1e21)).toEqual([
      msg.max('السعر', MAX_USD),
    ]);
    expect(await fieldOutcome(CreateCrimeDto, 'successRate', 1)).toEqual([
      'نسبة النجاح يجب أن تكون بين 1 و 99',
    ]);
  });
});
