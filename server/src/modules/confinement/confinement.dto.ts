import { ApiProperty } from '@nestjs/swagger';
import type { GameConstants } from '../../game/constants';
import { Stay, stayEnding } from './confinement.rules';
import { EnumField } from '../../common/validation/fields';

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

/** The `GET /api/confinement` body of a character at `now` (its stays priced with `constants`). */
export function toConfinementStateDto(
  character: { hospitalUntil: Date | null; jailUntil: Date | null },
  now: Date,
  constants: GameConstants,
): ConfinementStateDto {
  const side = (stay: Stay | null) => ({
    until: stay?.until.toISOString() ?? null,
    remainingSeconds: stay?.remainingSeconds ?? 0,
    cost: stay?.cost ?? 0,
  });
  const hospital = side(stayEnding('hospital', character.hospitalUntil, now, constants));
  const jail = side(stayEnding('jail', character.jailUntil, now, constants));
  return {
    hospital: { inHospital: hospital.until !== null, ...hospital },
    jail: { inJail: jail.until !== null, ...jail },
  };
}

export class EarlyReleaseDto {
  @EnumField({
    values: ['hospital', 'jail'],
    enumName: 'ConfinementType',
    message: 'النوع يجب أن يكون المستشفى أو السجن',
  })
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
