/**
 * The sentences of the web pushes that no stored notification writes (issue 26, part 2): a release,
 * a finished training (the gym's toast says the same), the daily gift. Shared by the server and the
 * client, apart from `push.rules.ts` so the client's first download takes only the one it uses.
 */
import { formatNumber } from './arabic-numbers.rules';
import type { TrainedStat } from './gym.rules';

/** The sentence of a release, by kind of stay. */
export const RELEASE_TEXT = {
  jail: 'انتهت مدة سجنك، أنت حر الآن',
  hospital: 'خرجت من المستشفى بصحة كاملة',
} as const;

/** The page a release opens: the player's own dashboard (the jail and hospital pages list the others). */
export const RELEASE_PAGE = '/dashboard';

/** The name of a trained stat ('القوة', 'الدفاع'). */
export const TRAINED_STAT_LABEL: Record<TrainedStat, string> = {
  strength: 'القوة',
  defense: 'الدفاع',
};

/** The finished training's sentence ('انتهى التدريب: +٥ القوة'), as the gym's toast shows it. */
export function trainingCompletedText(stat: string, points: string): string {
  return `انتهى التدريب: +${points} ${stat}`;
}

/** The finished training's sentence from its stat and points. */
export function trainingCompletedSentence(stat: TrainedStat, points: number): string {
  return trainingCompletedText(TRAINED_STAT_LABEL[stat], formatNumber(points));
}

/** The sentence of a new game day's gift. */
export const DAILY_GIFT_READY_TEXT = 'هدية اليوم جاهزة، ادخل واستلمها';

/** The title every push shows above its sentence. */
export const PUSH_TITLE = 'مدينة الظلام';
