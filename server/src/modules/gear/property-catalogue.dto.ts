import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';
import { RARITIES, Rarity, spellCurrency } from '../../game/gear.rules';
import { msg } from '../../common/validation/messages';
import { HouseEntity, PetEntity, RideEntity } from './gear.entity';
import { CatalogueFieldsDto, MAX_PRICE } from './shop-catalogue.dto';
import { IsOptionalNonNull } from '../../common/validation/optional';

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
  @ApiProperty({ type: 'integer', minimum: 1, required: false, default: 1000 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('التكلفة') })
  @Min(1, { message: msg.min('التكلفة', 1) })
  @Max(MAX_PRICE, { message: msg.max('التكلفة', MAX_PRICE) })
  cost?: number;
}

/** `POST /api/admin/houses`: omitted fields take spec 002 section 9's defaults. */
export class CreateHouseDto extends PropertyFieldsDto {
  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('مكافأة الدفاع') })
  @Min(0, { message: msg.min('مكافأة الدفاع', 0) })
  @Max(BONUS_MAX, { message: msg.max('مكافأة الدفاع', BONUS_MAX) })
  defenseBonus?: number;

  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('مكافأة الصحة') })
  @Min(0, { message: msg.min('مكافأة الصحة', 0) })
  @Max(BONUS_MAX, { message: msg.max('مكافأة الصحة', BONUS_MAX) })
  hpBonus?: number;

  @ApiProperty({ enum: ['apartment', 'house', 'mansion'], required: false, default: 'house' })
  @IsOptionalNonNull()
  @IsIn(['apartment', 'house', 'mansion'], { message: msg.invalid('النوع') })
  type?: 'apartment' | 'house' | 'mansion';

  @ApiProperty({ type: 'integer', minimum: 1, required: false, default: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('السعة') })
  @Min(1, { message: msg.min('السعة', 1) })
  @Max(100, { message: msg.max('السعة', 100) })
  capacity?: number;
}

export class UpdateHouseDto extends PartialType(CreateHouseDto, { skipNullProperties: false }) {}

/** `POST /api/admin/rides`. */
export class CreateRideDto extends PropertyFieldsDto {
  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('مكافأة الهجوم') })
  @Min(0, { message: msg.min('مكافأة الهجوم', 0) })
  @Max(BONUS_MAX, { message: msg.max('مكافأة الهجوم', BONUS_MAX) })
  attackBonus?: number;

  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('مكافأة الدفاع') })
  @Min(0, { message: msg.min('مكافأة الدفاع', 0) })
  @Max(BONUS_MAX, { message: msg.max('مكافأة الدفاع', BONUS_MAX) })
  defenseBonus?: number;
}

export class UpdateRideDto extends PartialType(CreateRideDto, { skipNullProperties: false }) {}

/** `POST /api/admin/pets`. */
export class CreatePetDto extends PropertyFieldsDto {
  @ApiProperty({ type: 'integer', minimum: 0, required: false, default: 0 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('مكافأة القوة') })
  @Min(0, { message: msg.min('مكافأة القوة', 0) })
  @Max(BONUS_MAX, { message: msg.max('مكافأة القوة', BONUS_MAX) })
  powerBonus?: number;
}

export class UpdatePetDto extends PartialType(CreatePetDto, { skipNullProperties: false }) {}

/** `PATCH /api/admin/{houses|pets|rides}/{id}/toggle-status`: the new state. */
export class ToggleStatusDto {
  @IsBoolean({ message: msg.invalid('الحالة') })
  isActive: boolean;
}
