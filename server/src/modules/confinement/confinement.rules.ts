import type { GameConstants } from '../../game/constants';

/** A running hospital or jail stay as the spec's 403 body and the confinement screens show it. */
export interface Stay {
  type: 'hospital' | 'jail';
  until: Date;
  /** Whole seconds left, rounded up. */
  remainingSeconds: number;
  /** Blackcoins for early release: 1 per started remaining minute (DESIGN.md section 6). */
  cost: number;
}

/** A stay of `type` ending at `until`, priced at `now`; null when it is over (or there is none). */
export function stayEnding(
  type: 'hospital' | 'jail',
  until: Date | null,
  now: Date,
  constants: GameConstants,
): Stay | null {
  if (!until || until <= now) return null;
  const remainingSeconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  return {
    type,
    until,
    remainingSeconds,
    cost: Math.ceil(remainingSeconds / 60) * constants.earlyReleaseBlackcoinsPerMinute,
  };
}

/**
 * The stay in force at `now` (hospital first when both run), or null when free.
 * Guards compare timestamps, so a late release job never keeps anyone confined.
 */
export function currentStay(
  character: { hospitalUntil: Date | null; jailUntil: Date | null },
  now: Date,
  constants: GameConstants,
): Stay | null {
  return (
    stayEnding('hospital', character.hospitalUntil, now, constants) ??
    stayEnding('jail', character.jailUntil, now, constants)
  );
}
