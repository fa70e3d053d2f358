import type { GameConstants } from './constants';

/** What committing a crime yields (DESIGN.md section 6, Crimes). */
export interface CrimeOutcome {
  success: boolean;
  /** Money paid, VIP ×1.5 rounded down; 0 on failure. */
  moneyGained: number;
  /** Experience gained, VIP ×1.5 rounded down; 0 on failure. */
  expGained: number;
  /** Where a failure sends the character, or null (success, or no minutes set). */
  confinement: { kind: 'jail' | 'hospital'; minutes: number } | null;
}

export interface CrimeTerms {
  successRate: number;
  reward: number;
  expReward: number;
  failOutcome: 'jail' | 'hospital';
  jailMinutes: number;
  hospitalMinutes: number;
}

/**
 * Resolves one attempt: success when the uniform draw in [0, 1) is below the success rate.
 * Success pays reward and expReward (×1.5 for a VIP); failure sends the character to jail or
 * hospital for the crime's minutes.
 */
export function resolveCrime(
  crime: CrimeTerms,
  draw: number,
  isVip: boolean,
  constants: GameConstants,
): CrimeOutcome {
  if (draw < crime.successRate) {
    const factor = isVip ? constants.vipFactor : 1;
    return {
      success: true,
      moneyGained: Math.floor(crime.reward * factor),
      expGained: Math.floor(crime.expReward * factor),
      confinement: null,
    };
  }
  const minutes = crime.failOutcome === 'jail' ? crime.jailMinutes : crime.hospitalMinutes;
  return {
    success: false,
    moneyGained: 0,
    expGained: 0,
    confinement: minutes > 0 ? { kind: crime.failOutcome, minutes } : null,
  };
}
