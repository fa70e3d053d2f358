/** Spec 000 section 9: numbers and dates are shown in the ar-EG locale. */
export const LOCALE = 'ar-EG';

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

export function formatNumber(value: number): string {
  return integer.format(value);
}

/**
 * Spec 000 (Side HUD): money is shortened, 1K and above as K, 1M and above as M, with at most one
 * decimal. Rounds toward zero so a player is never shown more than they hold (1,999 is 1.9K).
 */
export function shortenMoney(value: number): string {
  const truncate = (n: number) => Math.trunc(n * 10) / 10;
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${oneDecimal.format(truncate(value / 1_000_000))}M`;
  if (abs >= 1_000) return `${oneDecimal.format(truncate(value / 1_000))}K`;
  return integer.format(value);
}

const longDateTime = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Arabic long date with hour and minute, or null when the input is missing or not a date. */
export function formatLongDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDateTime.format(date);
}

const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });

/** A 0..1 fraction as an ar-EG percentage ('٥٠٪'). */
export function formatPercent(fraction: number): string {
  return percent.format(fraction);
}
