/**
 * The daily login gift's streak, task progress and the rank ladder (DESIGN.md section 6, "Login
 * gift" and "Tasks and ranks"; spec 002 sections 2.5, 2.6, 2.11 and 9). Plain functions of plain data.
 */

/** The login gift calendar has 15 days, shown 5 per row (spec 002 section 9). */
export const LOGIN_GIFT_DAYS = 15;

/** The ten task metrics (spec 002 section 3, Task). */
export const TASK_METRICS = [
  'level',
  'days_in_game',
  'fame',
  'fights_won',
  'total_fights',
  'crimes_committed',
  'bank_balance',
  'houses_owned',
  'pets_owned',
  'rides_owned',
] as const;
export type TaskMetric = (typeof TASK_METRICS)[number];

/** A character's value of every metric. */
export type MetricValues = Record<TaskMetric, number>;

const MS_PER_DAY = 86_400_000;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar date `YYYY-MM-DD` of `now` in `timeZone` (the game's day, TZ_GAME). */
export function gameDate(now: Date, timeZone: string): string {
  let format = dateFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, format);
  }
  return format.format(now);
}

/** Whole days from calendar date `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** The newest claim of a character: its game date and the calendar day it paid. */
export interface LastGiftClaim {
  date: string;
  dayNumber: number;
}

/** Where a character's login gift stands on `today`. */
export interface GiftStanding {
  /** Whether today's gift is still to claim. */
  canClaim: boolean;
  /** The day (1..15) claimed today, or the one today's claim will pay. */
  dayNumber: number;
  /** Consecutive days claimed up to today or yesterday (0 when the streak is broken). */
  streak: number;
}

/**
 * The streak rule: a claim the day after the last one advances the day (1..15, then 1 again); a
 * missed day, or the first claim ever, starts at 1; a second claim on one day is not allowed.
 * `streak` is how many consecutive calendar days were claimed ending at the last claim, while that
 * streak is still alive (last claim today or yesterday), else 0.
 */
export function giftStanding(last: LastGiftClaim | null, today: string, streakLength: number): GiftStanding {
  if (!last) return { canClaim: true, dayNumber: 1, streak: 0 };
  const gap = daysBetween(last.date, today);
  if (gap <= 0) return { canClaim: false, dayNumber: last.dayNumber, streak: streakLength };
  if (gap === 1)
    return { canClaim: true, dayNumber: (last.dayNumber % LOGIN_GIFT_DAYS) + 1, streak: streakLength };
  return { canClaim: true, dayNumber: 1, streak: 0 };
}

/**
 * The length of the run of consecutive dates ending at the first one (dates newest first, distinct).
 * @example consecutiveRun(['2026-01-03', '2026-01-02', '2025-12-30']) === 2
 */
export function consecutiveRun(datesNewestFirst: string[]): number {
  let run = datesNewestFirst.length ? 1 : 0;
  while (run < datesNewestFirst.length && daysBetween(datesNewestFirst[run], datesNewestFirst[run - 1]) === 1)
    run += 1;
  return run;
}

/** A task's standing for one character. */
export interface TaskProgress {
  /** The metric's value, capped at the goal. */
  progress: number;
  /** Whole percent 0..100. */
  percent: number;
  completed: boolean;
}

/** Progress of a task whose metric stands at `value` (spec 002 section 3: goal at least 1). */
export function taskProgress(value: number, goal: number): TaskProgress {
  const safeGoal = Math.max(1, goal);
  const progress = Math.max(0, Math.min(value, safeGoal));
  return { progress, percent: Math.floor((progress * 100) / safeGoal), completed: value >= safeGoal };
}

/** A rung of the ladder (spec 002 section 3, Ranking). */
export interface Rung {
  id: number;
  rank: number;
  requiredPoints: number;
  isActive: boolean;
}

/**
 * The character's rank: the highest active rank whose `requiredPoints` <= `points` (ties on points
 * go to the higher rank number); null below every rung.
 */
export function currentRung<R extends Rung>(ladder: R[], points: number): R | null {
  let best: R | null = null;
  for (const rung of ladder) {
    if (!rung.isActive || rung.requiredPoints > points) continue;
    if (
      !best ||
      rung.requiredPoints > best.requiredPoints ||
      (rung.requiredPoints === best.requiredPoints && rung.rank > best.rank)
    )
      best = rung;
  }
  return best;
}

/** The next rank to reach: the active rank with the fewest required points above `points`, or null at the top. */
export function nextRung<R extends Rung>(ladder: R[], points: number): R | null {
  let next: R | null = null;
  for (const rung of ladder) {
    if (!rung.isActive || rung.requiredPoints <= points) continue;
    if (
      !next ||
      rung.requiredPoints < next.requiredPoints ||
      (rung.requiredPoints === next.requiredPoints && rung.rank < next.rank)
    )
      next = rung;
  }
  return next;
}

/**
 * Whole percent of the way from the current rank's points to the next one's (100 at the top of the
 * ladder; from 0 points when there is no current rank).
 */
export function rankPercent(points: number, current: Rung | null, next: Rung | null): number {
  if (!next) return 100;
  const from = current?.requiredPoints ?? 0;
  const span = next.requiredPoints - from;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((points - from) * 100) / span)));
}
