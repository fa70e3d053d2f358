import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { RARITIES, Rarity, spellCurrency } from '../../game/gear.rules';
import { msg } from '../../common/validation/messages';
import { HouseEntity, PetEntity, RideEntity } from './gear.entity';
import { CatalogueFieldsDto, MAX_PRICE } from './shop-catalogue.dto';
import { EnumField, IntegerField } from '../../common/validation/fields';

const BONUS_MAX = 1_000_000;

/** Fields of the three property catalogues (spec 002 section 3). */
class PropertyBaseDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  @ApiProperty({ type: 'integer' }) cost: number;
  @ApiProperty({ enum: RARITIES, enumName: 'Rarity' }) rarity: Rarity;
  imageUrl: string;
  isActive: boolean;
}

/** A house (spec 002 section 3); currency spelled `money|blackcoins`. */
export class HouseDto extends PropertyBaseDto {
  @ApiProperty({ type: 'integer' }) defenseBonus: number;
  @ApiProperty({ type: 'integer' }) hpBonus: number;
  @ApiProperty({ enum: ['apartment', 'house', 'mansion'] }) type: 'apartment' | 'house' | 'mansion';
  /** How many pets the owner may keep while it is equipped. */
  @ApiProperty({ type: 'integer' }) capacity: number;
  @ApiProperty({ enum: ['money', 'blackcoins'] }) currency: 'money' | 'blackcoins';
}

/** A ride (spec 002 section 3); currency spelled `money|blackcoin`. */
export class RideDto extends PropertyBaseDto {
  @ApiProperty({ type: 'integer' }) attackBonus: number;
  @ApiProperty({ type: 'integer' }) defenseBonus: number;
  @ApiProperty({ enum: ['money', 'blackcoin'] }) currency: 'money' | 'blackcoin';
}

/** A pet (spec 002 section 3); currency spelled `money|blackcoin`. */
export class PetDto extends PropertyBaseDto {
  @ApiProperty({ type: 'integer' }) powerBonus: number;
  @ApiProperty({ enum: ['money', 'blackcoin'] }) currency: 'money' | 'blackcoin';
}

function base(item: HouseEntity | RideEntity | PetEntity) {
  const { id, name, description, cost, rarity, imageUrl, isActive } = item;
  return { id, name, description, cost, rarity, imageUrl, isActive };
}

export function toHouseDto(house: HouseEntity): HouseDto {
  const { defenseBonus, hpBonus, type, capacity } = house;
  const currency = spellCurrency(house.currency, 'plural');
  return { ...base(house), defenseBonus, hpBonus, type, capacity, currency };
}

export function toRideDto(ride: RideEntity): RideDto {
  const { attackBonus, defenseBonus } = ride;
  return { ...base(ride), attackBonus, defenseBonus, currency: spellCurrency(ride.currency, 'singular') };
}

export function toPetDto(pet: PetEntity): PetDto {
  return { ...base(pet), powerBonus: pet.powerBonus, currency: spellCurrency(pet.currency, 'singular') };
}

/** The cost field every property form has (spec 002 section 9: default 1000). */
class PropertyFieldsDto extends CatalogueFieldsDto {
  @IntegerField({ label: 'التكلفة', min: 1, max: MAX_PRICE, optional: true, default: 1000 })
  cost?: number;
}

/** `POST /api/admin/houses`: omitted fields take spec 002 section 9's defaults. */
export class CreateHouseDto extends PropertyFieldsDto {
  @IntegerField({ label: 'مكافأة الدفاع', min: 0, max: BONUS_MAX, optional: true, default: 0 })
  defenseBonus?: number;

  @IntegerField({ label: 'مكافأة الصحة', min: 0, max: BONUS_MAX, optional: true, default: 0 })
  hpBonus?: number;

  @EnumField({ values: ['apartment', 'house', 'mansion'], label: 'النوع', optional: true, default: 'house' })
  type?: 'apartment' | 'house' | 'mansion';

  @IntegerField({ label: 'السعة', min: 1, max: 100, optional: true, default: 1 })
  capacity?: number;
}

export class UpdateHouseDto extends PartialType(CreateHouseDto, { skipNullProperties: false }) {}

/** `POST /api/admin/rides`. */
export class CreateRideDto extends PropertyFieldsDto {
  @IntegerField({ label: 'مكافأة الهجوم', min: 0, max: BONUS_MAX, optional: true, default: 0 })
  attackBonus?: number;

  @IntegerField({ label: 'مكافأة الدفاع', min: 0, max: BONUS_MAX, optional: true, default: 0 })
  defenseBonus?: number;
}

export class UpdateRideDto extends PartialType(CreateRideDto, { skipNullProperties: false }) {}

/** `POST /api/admin/pets`. */
export class CreatePetDto extends PropertyFieldsDto {
  @IntegerField({ label: 'مكافأة القوة', min: 0, max: BONUS_MAX, optional: true, default: 0 })
  powerBonus?: number;
}

export class UpdatePetDto extends PartialType(CreatePetDto, { skipNullProperties: false }) {}

/** `PATCH /api/admin/{houses|pets|rides}/{id}/toggle-status`: the new state. */
export class ToggleStatusDto {
  @IsBoolean({ message: msg.invalid('الحالة') })
  isActive: boolean;
}
