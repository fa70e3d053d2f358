import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { RARITIES, Rarity, spellCurrency } from '../../game/gear.rules';
import { msg } from '../../common/validation/messages';
import { ArmorEntity, WeaponEntity } from './gear.entity';
import { IsOptionalNonNull } from '../../common/validation/optional';

/** Highest price or cost an admin may set (keeps sums of a few units far inside safe integers). */
export const MAX_PRICE = 1_000_000_000_000;
/** Both spellings are accepted on input (spec 002 section 3). */
export const CURRENCY_INPUT = ['money', 'blackcoin', 'blackcoins'] as const;
export type CurrencyInput = (typeof CURRENCY_INPUT)[number];

/** A weapon as the shop and the admin screen show it (spec 001 section 3). */
export class WeaponDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  /** Added to strength while equipped. */
  @ApiProperty({ type: 'integer' }) damage: number;
  /** Added to max energy while equipped. */
  @ApiProperty({ type: 'integer' }) energyBonus: number;
  @ApiProperty({ type: 'integer' }) price: number;
  @ApiProperty({ enum: RARITIES, enumName: 'Rarity' }) rarity: Rarity;
  @ApiProperty({ enum: ['money', 'blackcoin'] }) currency: 'money' | 'blackcoin';
  imageUrl: string;
  isActive: boolean;
}

/** An armor as the shop and the admin screen show it (spec 001 section 3). */
export class ArmorDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  /** Added to defense while equipped. */
  @ApiProperty({ type: 'integer' }) def: number;
  /** Added to max HP while equipped. */
  @ApiProperty({ type: 'integer' }) hpBonus: number;
  @ApiProperty({ type: 'integer' }) price: number;
  @ApiProperty({ enum: RARITIES, enumName: 'Rarity' }) rarity: Rarity;
  @ApiProperty({ enum: ['head', 'body'] }) slot: 'head' | 'body';
  @ApiProperty({ enum: ['money', 'blackcoin'] }) currency: 'money' | 'blackcoin';
  imageUrl: string;
  isActive: boolean;
}

export function toWeaponDto(weapon: WeaponEntity): WeaponDto {
  const { id, name, description, damage, energyBonus, price, rarity, imageUrl, isActive } = weapon;
  return {
    ...{ id, name, description, damage, energyBonus, price, rarity, imageUrl, isActive },
    currency: spellCurrency(weapon.currency, 'singular'),
  };
}

export function toArmorDto(armor: ArmorEntity): ArmorDto {
  const { id, name, description, def, hpBonus, price, rarity, slot, imageUrl, isActive } = armor;
  return {
    ...{ id, name, description, def, hpBonus, price, rarity, slot, imageUrl, isActive },
    currency: spellCurrency(armor.currency, 'singular'),
  };
}

/** Fields shared by every catalogue form: name, description, rarity, currency, image, active. */
export class CatalogueFieldsDto {
  @IsString({ message: msg.required('الاسم') })
  @IsNotEmpty({ message: msg.required('الاسم') })
  @MaxLength(80, { message: msg.maxLength('الاسم', 80) })
  name: string;

  @IsOptionalNonNull()
  @IsString({ message: msg.invalid('الوصف') })
  @MaxLength(500, { message: msg.maxLength('الوصف', 500) })
  description?: string;

  @ApiProperty({ enum: RARITIES, enumName: 'Rarity', required: false, default: 'common' })
  @IsOptionalNonNull()
  @IsIn(RARITIES, { message: msg.invalid('الندرة') })
  rarity?: Rarity;

  /** `money`, or `blackcoin` / `blackcoins` (both spellings are read). */
  @ApiProperty({ enum: CURRENCY_INPUT, required: false, default: 'money' })
  @IsOptionalNonNull()
  @IsIn(CURRENCY_INPUT, { message: msg.invalid('العملة') })
  currency?: CurrencyInput;

  /** A URL from an upload endpoint. */
  @IsOptionalNonNull()
  @IsString({ message: msg.invalid('الصورة') })
  @MaxLength(500, { message: msg.maxLength('الصورة', 500) })
  imageUrl?: string;

  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('الحالة') })
  isActive?: boolean;
}

/** `POST /api/shop/admin/weapons`: omitted fields take spec 001 section 9's defaults. */
export class CreateWeaponDto extends CatalogueFieldsDto {
  @ApiProperty({ type: 'integer', minimum: 1, required: false, default: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('الضرر') })
  @Min(1, { message: msg.min('الضرر', 1) })
  @Max(1_000_000, { message: msg.max('الضرر', 1_000_000) })
  damage?: number;

  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('مكافأة الطاقة') })
  @Min(0, { message: msg.min('مكافأة الطاقة', 0) })
  @Max(1_000_000, { message: msg.max('مكافأة الطاقة', 1_000_000) })
  energyBonus?: number;

  @ApiProperty({ type: 'integer', minimum: 1, required: false, default: 100 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('السعر') })
  @Min(1, { message: msg.min('السعر', 1) })
  @Max(MAX_PRICE, { message: msg.max('السعر', MAX_PRICE) })
  price?: number;
}

/** `PUT /api/shop/admin/weapons/{id}`: any subset, `{ isActive }` alone for the toggle. */
export class UpdateWeaponDto extends PartialType(CreateWeaponDto, { skipNullProperties: false }) {}

/** `POST /api/shop/admin/armors`: omitted fields take spec 001 section 9's defaults. */
export class CreateArmorDto extends CatalogueFieldsDto {
  @ApiProperty({ type: 'integer', minimum: 1, required: false, default: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('الدفاع') })
  @Min(1, { message: msg.min('الدفاع', 1) })
  @Max(1_000_000, { message: msg.max('الدفاع', 1_000_000) })
  def?: number;

  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('مكافأة الصحة') })
  @Min(0, { message: msg.min('مكافأة الصحة', 0) })
  @Max(1_000_000, { message: msg.max('مكافأة الصحة', 1_000_000) })
  hpBonus?: number;

  @ApiProperty({ type: 'integer', minimum: 1, required: false, default: 100 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('السعر') })
  @Min(1, { message: msg.min('السعر', 1) })
  @Max(MAX_PRICE, { message: msg.max('السعر', MAX_PRICE) })
  price?: number;

  @ApiProperty({ enum: ['head', 'body'], required: false, default: 'body' })
  @IsOptionalNonNull()
  @IsIn(['head', 'body'], { message: msg.invalid('الخانة') })
  slot?: 'head' | 'body';
}

/** `PUT /api/shop/admin/armors/{id}`: any subset. */
export class UpdateArmorDto extends PartialType(CreateArmorDto, { skipNullProperties: false }) {}

/** `DELETE` answers of the catalogues. */
export class CatalogueDeletedDto {
  success: boolean;
}
