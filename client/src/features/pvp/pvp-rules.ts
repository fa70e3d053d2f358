import type { LeaderboardSort } from '../../api/generated/model/leaderboardSort';
import { arPvp } from '../../i18n/ar-pvp';
import { formatNumber, LOCALE } from '../../lib/format';
import { vipSplit } from '../../lib/vip';

/** Spec 000 section 9: the battle log shows one line every 400 ms, and the summary 400 ms after the last. */
export const LOG_REVEAL_MS = 400;
export const SUMMARY_DELAY_MS = 400;

/** Spec 000 section 9: search and leaderboard limits; a query is sent from 2 characters after trimming. */
export const SEARCH_LIMIT = 50;
export const LEADERBOARD_LIMIT = 50;
export const MIN_QUERY_LENGTH = 2;

/** Spec 000 section 9: online status is polled every 60 s and cached 120 s per id set, 3 s timeout. */
export const ONLINE_POLL_MS = 60_000;
export const ONLINE_CACHE_MS = 120_000;
export const ONLINE_TIMEOUT_MS = 3000;

/** Spec 000 section 2 (Leaderboard): the five categories, in tab order. */
export const LEADERBOARD_SORTS: readonly LeaderboardSort[] = [
  'fame',
  'level',
  'money',
  'fightsWon',
  'crimesCommitted',
];

/** The search text the API gets: trimmed, and only from 2 characters (spec 000 section 5); otherwise none. */
export function searchQuery(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length >= MIN_QUERY_LENGTH ? trimmed : undefined;
}

/** Spec 000 (Player search): rounded won / (won + lost) as a whole percentage, 0 with no fights. */
export function winRate(won: number, lost: number): number {
  const total = won + lost;
  return total > 0 ? Math.round((won / total) * 100) : 0;
}

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** A whole percentage in ar-EG digits ('٦٧٪'). */
export function formatWinRate(won: number, lost: number): string {
  return `${integer.format(winRate(won, lost))}٪`;
}

/** Spec 000 section 2: a leaderboard value with ar-EG thousands separators ('١٬٢٣٤٬٥٦٧'). */
export function formatLeaderboardValue(value: number): string {
  return integer.format(value);
}

/** Spec 000 section 8 (Rating): 'تم تسجيل الإعجاب' for LIKE, otherwise 'تم الغاء الإعجاب'. */
export function ratingSuccessMessage(rating: 'LIKE' | 'DISLIKE'): string {
  return rating === 'LIKE' ? arPvp.rating.liked : arPvp.rating.unliked;
}

/** A gain as its base, with the VIP extra (50% of the base) on its own line (spec 000 section 6). */
export function splitFigure(total: number, vip: boolean): { value: string; extra?: string } {
  const { base, extra } = vipSplit(total, vip);
  return {
    value: formatNumber(base),
    extra: extra > 0 ? arPvp.fightFlow.vipExtra(formatNumber(extra)) : undefined,
  };
}
