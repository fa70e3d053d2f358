import type { CrimeListDto } from '../api/generated/model/crimeListDto';
import type { CrimeResultDto } from '../api/generated/model/crimeResultDto';

/**
 * The crimes list after an attempt (`crime:update`), for a list received `elapsedMs` ago: every
 * cooldown aged by that time (kept fractional, so repeated attempts add no rounding), and the
 * committed crime's cooldown starting again from `result.cooldownSeconds`. The server sends the whole
 * list (`crimesList:update`) only when an attempt changes more than that (a level gained).
 */
export function crimeListAfterAttempt(
  list: CrimeListDto,
  result: Pick<CrimeResultDto, 'crimeId' | 'cooldownSeconds'>,
  elapsedMs: number,
): CrimeListDto {
  const elapsedSeconds = Math.max(0, elapsedMs) / 1000;
  return {
    ...list,
    crimes: list.crimes.map((crime) => ({
      ...crime,
      cooldownRemainingSeconds:
        crime.id === result.crimeId
          ? result.cooldownSeconds
          : Math.max(0, crime.cooldownRemainingSeconds - elapsedSeconds),
    })),
  };
}
