/** DESIGN.md section 6 (Gym): energy is spent in steps of 5; each step adds one stat point. */
export const ENERGY_PER_POINT = 5;
/** DESIGN.md section 6 (Gym): a training takes 6 seconds per energy point. */
export const SECONDS_PER_ENERGY = 6;

/** Stat points a training with `energy` adds (+1 per 5 energy). */
export function trainingPoints(energy: number): number {
  return Math.floor(Math.max(0, energy) / ENERGY_PER_POINT);
}

/** Seconds a training with `energy` takes. */
export function trainingSeconds(energy: number): number {
  return Math.max(0, energy) * SECONDS_PER_ENERGY;
}

/** The energy amounts a player with `energy` can train with: 5, 10, … up to their energy. */
export function energyChoices(energy: number): number[] {
  const steps = Math.floor(Math.max(0, energy) / ENERGY_PER_POINT);
  return Array.from({ length: steps }, (_, i) => (i + 1) * ENERGY_PER_POINT);
}
