/** Spec 000 section 9: numbers and dates are shown in the ar-EG locale. */
export const LOCALE = 'ar-EG';

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

export function formatNumber(value: number): string {
  return integer.format(value);
}

/** A number with at most one decimal in ar-EG digits ('١٫٥'). */
export function formatDecimal(value: number): string {
  return oneDecimal.format(value);
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

/**
 * Game money, the one way the client writes it (issue 31): the dollar sign before the ar-EG amount,
 * '$١٬٥٠٠'. Negative amounts keep their sign after the symbol ('$-٢٬٥٠٠' reads as a debt).
 */
export function formatMoney(value: number): string {
  return `$${integer.format(value)}`;
}

/** Game money shortened as the HUD shows it (`1K`, `1M`, spec 000 side HUD): '$١٫٥K'. */
export function formatMoneyShort(value: number): string {
  return `$${shortenMoney(value)}`;
}

/** The blackcoin unit's name after an amount. */
const BLACKCOIN_UNIT = 'بلاك كوين';

/** Blackcoins, the one way the client writes them (issue 31): '١٬٥٠٠ بلاك كوين'. */
export function formatBlackcoins(value: number): string {
  return `${integer.format(value)} ${BLACKCOIN_UNIT}`;
}

/** Blackcoins shortened as the HUD shows them: '١٫٥K بلاك كوين'. */
export function formatBlackcoinsShort(value: number): string {
  return `${shortenMoney(value)} ${BLACKCOIN_UNIT}`;
}

const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });

/**
 * A real price in US dollars (the blackcoin packages' `usdPrice`), by `Intl.NumberFormat` with
 * `style: 'currency'` in ar-EG, with the direction mark it adds: '‏١٠٫٩٩ US$'.
 */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** A price in the item's currency: game money or blackcoins (shop, black market, special items). */
export function formatPrice(value: number, currency: string): string {
  return currency === 'money' ? formatMoney(value) : formatBlackcoins(value);
}
