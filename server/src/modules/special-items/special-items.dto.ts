import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';
import { spellCurrency } from '../../game/gear.rules';
import {
  effectOf,
  SPECIAL_ITEM_TYPES,
  SpecialItemEffect,
  SpecialItemType,
} from '../../game/special-items.rules';
import { msg } from '../../common/validation/messages';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { trim } from '../../common/validation/transforms';
import { CURRENCY_INPUT, CurrencyInput, MAX_PRICE } from '../gear/shop-catalogue.dto';
import { SpecialItemEntity } from './special-item.entity';

/** Most points a potion may restore or add, and the longest immunity (about 10 years, in seconds). */
const MAX_EFFECT_POINTS = 1_000_000_000;
const MAX_DURATION_SECONDS = 315_360_000;
/** Most units bought at once. */
export const MAX_SPECIAL_QUANTITY = 100;

/** `'max'` or a whole number of points from 0 (spec 002 section 3: health and energy). */
function IsMaxOrPoints(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isMaxOrPoints',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) =>
          value === 'max' ||
          (typeof value === 'number' &&
            Number.isSafeInteger(value) &&
            value >= 0 &&
            value <= MAX_EFFECT_POINTS),
      },
    });
}

const MAX_OR_POINTS = {
  oneOf: [
    { type: 'string', enum: ['max'] },
    { type: 'integer', minimum: 0 },
  ],
};

/** A special item's effect (spec 002 section 3); `duration` in seconds. */
export class SpecialItemEffectDto implements SpecialItemEffect {
  @ApiProperty(MAX_OR_POINTS) health: 'max' | number;
  @ApiProperty(MAX_OR_POINTS) energy: 'max' | number;
  @ApiProperty({ type: 'integer' }) experience: number;
  /** Attack immunity, in seconds. */
  @ApiProperty({ type: 'integer' }) duration: number;
  nameChange: boolean;
  gangBomb: boolean;
  attackImmunity: boolean;
  cdReset: boolean;
}

/** The effect fields an admin may send; the omitted ones take the type's defaults. */
export class SpecialItemEffectInputDto {
  @ApiProperty({ ...MAX_OR_POINTS, required: false })
  @IsOptionalNonNull()
  @IsMaxOrPoints({ message: msg.invalid('تأثير الصحة') })
  health?: 'max' | number;

  @ApiProperty({ ...MAX_OR_POINTS, required: false })
  @IsOptionalNonNull()
  @IsMaxOrPoints({ message: msg.invalid('تأثير الطاقة') })
  energy?: 'max' | number;

  @ApiProperty({ type: 'integer', minimum: 0, required: false })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('الخبرة') })
  @Min(0, { message: msg.min('الخبرة', 0) })
  @Max(MAX_EFFECT_POINTS, { message: msg.max('الخبرة', MAX_EFFECT_POINTS) })
  experience?: number;

  /** Seconds (the form enters days and sends days × 86,400). */
  @ApiProperty({ type: 'integer', minimum: 0, required: false })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('مدة الحماية') })
  @Min(0, { message: msg.min('مدة الحماية', 0) })
  @Max(MAX_DURATION_SECONDS, { message: msg.max('مدة الحماية', MAX_DURATION_SECONDS) })
  duration?: number;

  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('تغيير الاسم') })
  nameChange?: boolean;

  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('قنبلة العصابة') })
  gangBomb?: boolean;

  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('الحماية من الهجوم') })
  attackImmunity?: boolean;

  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('إعادة التعيين') })
  cdReset?: boolean;
}

/** A special item as the shop and the admin screen show it (spec 002 section 3). */
export class SpecialItemDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  @ApiProperty({ enum: SPECIAL_ITEM_TYPES, enumName: 'SpecialItemType' }) type: SpecialItemType;
  effect: SpecialItemEffectDto;
  @ApiProperty({ type: 'integer' }) price: number;
  @ApiProperty({ enum: ['money', 'blackcoin'] }) currency: 'money' | 'blackcoin';
  imageUrl: string;
  isAvailable: boolean;
  isActive: boolean;
  @ApiProperty({ type: 'integer' }) levelRequired: number;
}

export function toSpecialItemDto(item: SpecialItemEntity): SpecialItemDto {
  const { id, name, description, type, price, imageUrl, isAvailable, isActive, levelRequired } = item;
  return {
    ...{ id, name, description, type, price, imageUrl, isAvailable, isActive, levelRequired },
    effect: effectOf(type, item.effect),
    currency: spellCurrency(item.currency, 'singular'),
  };
}

/** `POST /api/special-items/admin`: omitted fields take spec 002 section 9's defaults. */
export class CreateSpecialItemDto {
  @IsString({ message: msg.required('الاسم') })
  @IsNotEmpty({ message: msg.required('الاسم') })
  @MaxLength(80, { message: msg.maxLength('الاسم', 80) })
  name: string;

  @IsString({ message: msg.required('الوصف') })
  @IsNotEmpty({ message: msg.required('الوصف') })
  @MaxLength(500, { message: msg.maxLength('الوصف', 500) })
  description: string;

  @ApiProperty({ enum: SPECIAL_ITEM_TYPES, enumName: 'SpecialItemType' })
  @IsIn(SPECIAL_ITEM_TYPES, { message: msg.invalid('النوع') })
  type: SpecialItemType;

  @IsOptionalNonNull()
  @IsObject({ message: msg.invalid('التأثير') })
  @ValidateNested()
  @Type(() => SpecialItemEffectInputDto)
  effect?: SpecialItemEffectInputDto;

  @ApiProperty({ type: 'integer', minimum: 1, required: false, default: 100 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('السعر') })
  @Min(1, { message: msg.min('السعر', 1) })
  @Max(MAX_PRICE, { message: msg.max('السعر', MAX_PRICE) })
  price?: number;

  /** `money`, or `blackcoin` / `blackcoins`. */
  @ApiProperty({ enum: CURRENCY_INPUT, required: false, default: 'money' })
  @IsOptionalNonNull()
  @IsIn(CURRENCY_INPUT, { message: msg.invalid('العملة') })
  currency?: CurrencyInput;

  /** A URL from `POST /api/special-items/upload-image` (required: 'يرجى رفع صورة للعنصر'). */
  @IsString({ message: 'يرجى رفع صورة للعنصر' })
  @IsNotEmpty({ message: 'يرجى رفع صورة للعنصر' })
  @MaxLength(500, { message: msg.maxLength('الصورة', 500) })
  imageUrl: string;

  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('الإتاحة') })
  isAvailable?: boolean;

  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('الحالة') })
  isActive?: boolean;

  /** Checked on use for experience potion, gang bomb, attack immunity and cd reset. */
  @ApiProperty({ type: 'integer', minimum: 1, required: false, default: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('المستوى المطلوب') })
  @Min(1, { message: msg.min('المستوى المطلوب', 1) })
  @Max(1000, { message: msg.max('المستوى المطلوب', 1000) })
  levelRequired?: number;
}

/** `PUT /api/special-items/admin/{id}`: any subset (the two toggles send one field). */
export class UpdateSpecialItemDto extends PartialType(CreateSpecialItemDto, { skipNullProperties: false }) {}

/** `POST /api/special-items/buy`. */
export class BuySpecialItemDto {
  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsInt({ message: msg.invalid('العنصر') })
  @Min(1, { message: msg.invalid('العنصر') })
  itemId: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SPECIAL_QUANTITY, required: false, default: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('الكمية') })
  @Min(1, { message: msg.min('الكمية', 1) })
  @Max(MAX_SPECIAL_QUANTITY, { message: msg.max('الكمية', MAX_SPECIAL_QUANTITY) })
  quantity?: number;
}

/** `POST /api/special-items/use`: one unit; a gang bomb names its target, a name change the new username. */
export class UseSpecialItemDto {
  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsInt({ message: msg.invalid('العنصر') })
  @Min(1, { message: msg.invalid('العنصر') })
  itemId: number;

  @ApiProperty({ type: 'integer', minimum: 1, required: false })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('العصابة المستهدفة') })
  @Min(1, { message: msg.invalid('العصابة المستهدفة') })
  targetGangId?: number;

  /** The account setup rules (spec 000 section 5). */
  @IsOptionalNonNull()
  @trim()
  @IsString({ message: msg.required('اسم المستخدم') })
  @MinLength(3, { message: 'اسم المستخدم يجب أن يكون 3 أحرف على الأقل' })
  @MaxLength(15, { message: 'اسم المستخدم يجب أن يكون 15 أحرف كحد أقصى' })
  @Matches(/^[\p{L}\p{N}_.-]+$/u, { message: 'اسم المستخدم يجب أن يحتوي على حروف وأرقام فقط' })
  newUsername?: string;
}

/** One owned special item with how many units the player holds. */
export class OwnedSpecialItemDto extends SpecialItemDto {
  @ApiProperty({ type: 'integer' }) quantity: number;
}

/** `GET /api/special-items/inventory`: the special items in the player's inventory. */
export class SpecialInventoryDto {
  items: OwnedSpecialItemDto[];
}

/** `POST /api/special-items/use`: what happened, in Arabic, and the special items left. */
export class UseSpecialItemResultDto extends SpecialInventoryDto {
  success: boolean;
  message: string;
  @ApiProperty({ enum: SPECIAL_ITEM_TYPES, enumName: 'SpecialItemType' }) type: SpecialItemType;
  /** Gang bomb: members sent to hospital (immune ones are spared). */
  @ApiProperty({ type: 'integer', required: false }) hospitalized?: number;
  /** Gang bomb: members spared by their immunity. */
  @ApiProperty({ type: 'integer', required: false }) spared?: number;
  /** Attack immunity: its new end (ISO time). */
  @ApiProperty({ required: false }) attackImmunityUntil?: string;
}

/** `DELETE` answer. */
export class SpecialItemDeletedDto {
  success: boolean;
}
