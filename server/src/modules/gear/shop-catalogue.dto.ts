import { ApiProperty, PartialType } from '@nestjs/swagger';
import { RARITIES, Rarity, spellCurrency } from '../../game/gear.rules';
import { ArmorEntity, WeaponEntity } from './gear.entity';
import { BooleanField, EnumField, IntegerField, TextField } from '../../common/validation/fields';

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
  @TextField({ label: 'الاسم', notEmpty: true, maxLength: 80 })
  name: string;

  @TextField({ label: 'الوصف', optional: true, maxLength: 500 })
  description?: string;

  @EnumField({ values: RARITIES, enumName: 'Rarity', label: 'الندرة', optional: true, default: 'common' })
  rarity?: Rarity;

  /** `money`, or `blackcoin` / `blackcoins` (both spellings are read). */
  @EnumField({ values: CURRENCY_INPUT, label: 'العملة', optional: true, default: 'money' })
  currency?: CurrencyInput;

  /** A URL from an upload endpoint. */
  @TextField({ label: 'الصورة', optional: true, maxLength: 500 })
  imageUrl?: string;

  @BooleanField({ label: 'الحالة', optional: true, apiProperty: false })
  isActive?: boolean;
}

/** `POST /api/shop/admin/weapons`: omitted fields take spec 001 section 9's defaults. */
export class CreateWeaponDto extends CatalogueFieldsDto {
  @IntegerField({ label: 'الضرر', min: 1, max: 1_000_000, optional: true, default: 1 })
  damage?: number;

  @IntegerField({ label: 'مكافأة الطاقة', min: 0, max: 1_000_000, optional: true, default: 0 })
  energyBonus?: number;

  @IntegerField({ label: 'السعر', min: 1, max: MAX_PRICE, optional: true, default: 100 })
  price?: number;
}

/** `PUT /api/shop/admin/weapons/{id}`: any subset, `{ isActive }` alone for the toggle. */
export class UpdateWeaponDto extends PartialType(CreateWeaponDto, { skipNullProperties: false }) {}

/** `POST /api/shop/admin/armors`: omitted fields take spec 001 section 9's defaults. */
export class CreateArmorDto extends CatalogueFieldsDto {
  @IntegerField({ label: 'الدفاع', min: 1, max: 1_000_000, optional: true, default: 1 })
  def?: number;

  @IntegerField({ label: 'مكافأة الصحة', min: 0, max: 1_000_000, optional: true, default: 0 })
  hpBonus?: number;

  @IntegerField({ label: 'السعر', min: 1, max: MAX_PRICE, optional: true, default: 100 })
  price?: number;

  @EnumField({ values: ['head', 'body'], label: 'الخانة', optional: true, default: 'body' })
  slot?: 'head' | 'body';
}

/** `PUT /api/shop/admin/armors/{id}`: any subset. */
export class UpdateArmorDto extends PartialType(CreateArmorDto, { skipNullProperties: false }) {}

/** `DELETE` answers of the catalogues. */
export class CatalogueDeletedDto {
  success: boolean;
}
