import { ApiProperty } from '@nestjs/swagger';
import { HouseDto, PetDto, RideDto } from './property-catalogue.dto';

/** What the player's screen adds to a catalogue row. */
class OwnershipFields {
  /** The player owns it. */
  owned: boolean;
  /** It is the player's equipped one. */
  isEquipped: boolean;
  /** What selling it pays now (50% of the current cost), in its currency. */
  @ApiProperty({ type: 'integer' }) sellPrice: number;
}

export class PlayerHouseDto extends HouseDto {
  owned: boolean;
  isEquipped: boolean;
  @ApiProperty({ type: 'integer' }) sellPrice: number;
}

export class PlayerRideDto extends RideDto {
  owned: boolean;
  isEquipped: boolean;
  @ApiProperty({ type: 'integer' }) sellPrice: number;
}

export class PlayerPetDto extends PetDto {
  owned: boolean;
  isEquipped: boolean;
  @ApiProperty({ type: 'integer' }) sellPrice: number;
}

export type Ownership = Pick<OwnershipFields, keyof OwnershipFields>;

/** `GET /api/houses` and `houses:update`: active houses and the owned ones (even deactivated). */
export class HouseListDto {
  houses: PlayerHouseDto[];
}

/** `GET /api/rides` and `rides:update`. */
export class RideListDto {
  rides: PlayerRideDto[];
}

/** `GET /api/pets` and `pets:update`; `capacity` is the equipped house's (1 without a house). */
export class PetListDto {
  pets: PlayerPetDto[];
  @ApiProperty({ type: 'integer' }) capacity: number;
  @ApiProperty({ type: 'integer' }) petsOwned: number;
}
