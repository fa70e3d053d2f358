import { arGame } from '../i18n/ar-game';

/** Spec 001 section 3: job tiers 1 to 6. */
export const JOB_TIERS = [1, 2, 3, 4, 5, 6] as const;

/** The Arabic name of a job tier (beginner … epic); an unknown tier shows its number. */
export function jobTierName(tier: number): string {
  return arGame.jobTiers[tier as keyof typeof arGame.jobTiers] ?? String(tier);
}
