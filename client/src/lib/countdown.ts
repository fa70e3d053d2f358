import { LOCALE } from './format';

const digits = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: false });
const twoDigits = new Intl.NumberFormat(LOCALE, { minimumIntegerDigits: 2, useGrouping: false });

/**
 * A remaining time in seconds as an ar-EG clock: `m:ss` under an hour, `h:mm:ss` from an hour.
 * Negative and fractional inputs round up to whole seconds, never below zero.
 */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${digits.format(h)}:${twoDigits.format(m)}:${twoDigits.format(s)}`;
  return `${digits.format(m)}:${twoDigits.format(s)}`;
}

/**
 * Seconds left now of a countdown the server reported as `remainingSeconds` at `receivedAt` (ms).
 * A clock reading older than the report counts as the report's own time, so it never adds time.
 */
export function remainingNow(remainingSeconds: number, receivedAt: number, now: number): number {
  if (remainingSeconds <= 0) return 0;
  return secondsUntil(receivedAt + remainingSeconds * 1000, Math.max(now, receivedAt));
}

/** Whole seconds left until `deadline` (ms) at `now` (ms), rounded up, never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** How far (0..1) `now` is between `start` and `end` (ISO times or ms). */
export function progressBetween(start: string | number, end: string | number, now: number): number {
  const from = typeof start === 'number' ? start : new Date(start).getTime();
  const to = typeof end === 'number' ? end : new Date(end).getTime();
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return 1;
  return Math.min(1, Math.max(0, (now - from) / (to - from)));
}
