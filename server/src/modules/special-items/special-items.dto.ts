import { ApiProperty, PartialType } from '@nestjs/swagger';
import { registerDecorator, ValidationOptions } from 'class-validator';
import { spellCurrency } from '../../game/gear.rules';
import {
  effectOf,
  SPECIAL_ITEM_TYPES,
  SpecialItemEffect,
  SpecialItemType,
} from '../../game/special-items.rules';
import { msg } from '../../common/validation/messages';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { CURRENCY_INPUT, CurrencyInput, MAX_PRICE } from '../gear/shop-catalogue.dto';
import { SpecialItemEntity } from './special-item.entity';
import { USERNAME_FIELD } from '../auth/auth.dto';
import {
  BooleanField,
  composite,
  EnumField,
  IdField,
  IntegerField,
  NestedField,
  TextField,
} from '../../common/validation/fields';

/** Most points a potion may restore or add, and the longest immunity (about 10 years, in seconds). */
const MAX_EFFECT_POINTS = 1_000_000_000;
const MAX_DURATION_SECONDS = 315_360_000;
/** Most units bought at once. */
export const MAX_SPECIAL_QUANTITY = 100;

/**
 * Checks a health or energy effect: `'max'` or a whole number of points, 0 to `MAX_EFFECT_POINTS`
 * (spec 002 section 3); a numeric string is refused.
 */
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

/**
 * DTO property decorator for an optional health or energy effect, in place of the stack
 * `@ApiProperty({ ...MAX_OR_POINTS, required: false }) @IsOptionalNonNull() @IsMaxOrPoints()`.
 * Validates: absent, `'max'`, or a whole number 0 to `MAX_EFFECT_POINTS` ({@link IsMaxOrPoints});
 * `null` refused. Arabic message: `msg.invalid(label)` ('تأثير الصحة غير صحيح').
 * OpenAPI: `oneOf` `'max'` / integer from 0, `required: false`.
 */
function MaxOrPointsField(label: string): PropertyDecorator {
  return composite([
    ApiProperty({ ...MAX_OR_POINTS, required: false }),
    IsOptionalNonNull(),
    IsMaxOrPoints({ message: msg.invalid(label) }),
  ]);
}

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
  @MaxOrPointsField('تأثير الصحة')
  health?: 'max' | number;

  @MaxOrPointsField('تأثير الطاقة')
  energy?: 'max' | number;

  @IntegerField({ label: 'الخبرة', min: 0, max: MAX_EFFECT_POINTS, optional: true })
  experience?: number;

  /** Seconds (the form enters days and sends days × 86,400). */
  @IntegerField({ label: 'مدة الحماية', min: 0, max: MAX_DURATION_SECONDS, optional: true })
  duration?: number;

  @BooleanField({ label: 'تغيير الاسم', optional: true, apiProperty: false })
  nameChange?: boolean;

  @BooleanField({ label: 'قنبلة العصابة', optional: true, apiProperty: false })
  gangBomb?: boolean;

  @BooleanField({ label: 'الحماية من الهجوم', optional: true, apiProperty: false })
  attackImmunity?: boolean;

  @BooleanField({ label: 'إعادة التعيين', optional: true, apiProperty: false })
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
  @TextField({ label: 'الاسم', notEmpty: true, maxLength: 80 })
  name: string;

  @TextField({ label: 'الوصف', notEmpty: true, maxLength: 500 })
  description: string;

  @EnumField({ values: SPECIAL_ITEM_TYPES, enumName: 'SpecialItemType', label: 'النوع' })
  type: SpecialItemType;

  @NestedField(() => SpecialItemEffectInputDto, { label: 'التأثير', optional: true, object: true })
  effect?: SpecialItemEffectInputDto;

  @IntegerField({ label: 'السعر', min: 1, max: MAX_PRICE, optional: true, default: 100 })
  price?: number;

  /** `money`, or `blackcoin` / `blackcoins`. */
  @EnumField({ values: CURRENCY_INPUT, label: 'العملة', optional: true, default: 'money' })
  currency?: CurrencyInput;

  /** A URL from `POST /api/special-items/upload-image` (required: 'يرجى رفع صورة للعنصر'). */
  @TextField({
    label: 'الصورة',
    notEmpty: true,
    maxLength: 500,
    messages: { string: 'يرجى رفع صورة للعنصر', empty: 'يرجى رفع صورة للعنصر' },
  })
  imageUrl: string;

  @BooleanField({ label: 'الإتاحة', optional: true, apiProperty: false })
  isAvailable?: boolean;

  @BooleanField({ label: 'الحالة', optional: true, apiProperty: false })
  isActive?: boolean;

  /** Checked on use for experience potion, gang bomb, attack immunity and cd reset. */
  @IntegerField({ label: 'المستوى المطلوب', min: 1, max: 1000, optional: true, default: 1 })
  levelRequired?: number;
}

/** `PUT /api/special-items/admin/{id}`: any subset (the two toggles send one field). */
export class UpdateSpecialItemDto extends PartialType(CreateSpecialItemDto, { skipNullProperties: false }) {}

/** `POST /api/special-items/buy`. */
export class BuySpecialItemDto {
  @IdField({ label: 'العنصر' })
  itemId: number;

  @IntegerField({ label: 'الكمية', min: 1, max: MAX_SPECIAL_QUANTITY, optional: true, default: 1 })
  quantity?: number;
}

/** `POST /api/special-items/use`: one unit; a gang bomb names its target, a name change the new username. */
export class UseSpecialItemDto {
  @IdField({ label: 'العنصر' })
  itemId: number;

  @IdField({ label: 'العصابة المستهدفة', optional: true })
  targetGangId?: number;

  /** The account setup rules (spec 000 section 5). */
  @TextField({
    ...USERNAME_FIELD,
    optional: true,
    messages: { ...USERNAME_FIELD.messages, string: msg.required },
  })
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
