import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** One side of the player's confinement state (spec 000 section 3: hospital with inHospital, jail with inJail). */
export class HospitalStateDto {
  inHospital: boolean;
  /** End of the stay (ISO time), or null. */
  until: string | null;
  @ApiProperty({ type: 'integer' }) remainingSeconds: number;
  /** Blackcoins for early release now. */
  @ApiProperty({ type: 'integer' }) cost: number;
}

export class JailStateDto {
  inJail: boolean;
  until: string | null;
  @ApiProperty({ type: 'integer' }) remainingSeconds: number;
  @ApiProperty({ type: 'integer' }) cost: number;
}

/** `GET /api/confinement`; also the `confinementUpdate` payload. */
export class ConfinementStateDto {
  hospital: HospitalStateDto;
  jail: JailStateDto;
}

export class EarlyReleaseDto {
  @ApiProperty({ enum: ['hospital', 'jail'], enumName: 'ConfinementType' })
  @IsIn(['hospital', 'jail'], { message: 'النوع يجب أن يكون المستشفى أو السجن' })
  type: 'hospital' | 'jail';
}

/** A player currently in hospital or jail, for the two screens. */
export class ConfinedPlayerDto {
  userId: string;
  username: string | null;
  @ApiProperty({ type: 'integer' }) level: number;
  until: string;
  @ApiProperty({ type: 'integer' }) remainingSeconds: number;
}

export class ConfinedPlayersDto {
  players: ConfinedPlayerDto[];
}
