/**
 * The provably fair roll rules (issue 29): the server's pure rules are the single implementation, so
 * the check page recomputes a roll with exactly the code that made it (as the calculator does with
 * the stats rules).
 */
export {
  drawStream,
  fairMessage,
  fromHex,
  rollCombat,
  rollCrime,
  roundsFor,
  toHex,
  verifyRoll,
} from '../../../server/src/game/fairness.rules';
export type {
  CombatRollInputs,
  CrimeRollInputs,
  ProvenFighter,
  ReplayVerdict,
  RollInputs,
  RollOutcome,
} from '../../../server/src/game/fairness.rules';
