import { DEFAULT_GAME_CONSTANTS, type GameConstants } from './constants';

/** The stats a gym training raises (DESIGN 6). */
export const TRAINED_STATS = ['strength', 'defense'] as const;
export type TrainedStat = (typeof TRAINED_STATS)[number];

/** What one training gives and how long it takes. */
export interface TrainingTerms {
  /** Stat points added when the training completes. */
  points: number;
  /** Length of the training, in seconds. */
  durationSeconds: number;
}

/** Whether `energy` can be trained with: a positive whole multiple of `gymEnergyPerPoint` (DESIGN 6: 5). */
export function isTrainingEnergy(energy: number, constants: GameConstants = DEFAULT_GAME_CONSTANTS): boolean {
  return Number.isInteger(energy) && energy > 0 && energy % constants.gymEnergyPerPoint === 0;
}

/**
 * Points and duration of a training with `energy` (DESIGN 6): +1 stat point per 5 energy, 6 seconds
 * per energy point. @throws RangeError when `energy` is not a positive multiple of `gymEnergyPerPoint`.
 */
export function trainingTerms(
  energy: number,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): TrainingTerms {
  if (!isTrainingEnergy(energy, constants)) {
    throw new RangeError(
      `training energy must be a positive multiple of ${constants.gymEnergyPerPoint}, got ${energy}`,
    );
  }
  return {
    points: energy / constants.gymEnergyPerPoint,
    durationSeconds: energy * constants.gymSecondsPerEnergy,
  };
}

/** Whole seconds left until `endsAt`, rounded up; 0 once it is due. */
export function trainingRemainingSeconds(endsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));
}
