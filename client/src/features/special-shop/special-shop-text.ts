import type { SpecialItemDto } from '../../api/generated/model/specialItemDto';
import { arSpecialShop } from '../../i18n/ar-special-shop';
import { formatLongDateTime, formatNumber, formatPrice } from '../../lib/format';

const t = arSpecialShop.specialShop;

/** A price in its currency: `$١٬٠٠٠` for money, `٥ بلاك كوين` for blackcoins (lib/format). */
export function priceText(price: number, currency: 'money' | 'blackcoin' | 'blackcoins'): string {
  return formatPrice(price, currency);
}

/** Seconds as whole days when they divide evenly, else hours (attack immunity). */
function durationText(seconds: number): string {
  if (seconds >= 86_400 && seconds % 86_400 === 0) return t.days(seconds / 86_400);
  return t.hours(Math.round((seconds / 3600) * 10) / 10);
}

/** What using the item does, in Arabic (DESIGN.md section 6, "Special items"). */
export function effectText(item: Pick<SpecialItemDto, 'type' | 'effect'>): string {
  const { effect } = item;
  switch (item.type) {
    case 'HEALTH_POTION':
      return t.effects.HEALTH_POTION(effect.health === 'max' ? 'max' : formatNumber(effect.health));
    case 'ENERGY_POTION':
      return t.effects.ENERGY_POTION(effect.energy === 'max' ? 'max' : formatNumber(effect.energy));
    case 'EXPERIENCE_POTION':
      return t.effects.EXPERIENCE_POTION(formatNumber(effect.experience));
    case 'ATTACK_IMMUNITY':
      return t.effects.ATTACK_IMMUNITY(durationText(effect.duration));
    default:
      return t.effects[item.type]();
  }
}

/**
 * When VIP would end after buying `durationDays` now: max(now, current end) + days (DESIGN.md
 * section 6), as an Arabic date.
 */
export function vipEndText(
  currentEnd: string | null | undefined,
  durationDays: number,
  now = Date.now(),
): string {
  const current = currentEnd ? new Date(currentEnd).getTime() : 0;
  const start = Number.isFinite(current) && current > now ? current : now;
  return formatLongDateTime(new Date(start + durationDays * 86_400_000).toISOString()) ?? '';
}

/** Words of an Arabic sentence without diacritics, punctuation or the imperfect prefixes ي/ت. */
function wordsOf(text: string): Set<string> {
  const plain = text
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[.,،؛:!؟?()«»"'-]/g, ' ')
    .trim();
  return new Set(
    plain
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => (word.length > 3 ? word.replace(/^[يت]/, '') : word)),
  );
}

/**
 * Whether an item's description says what its effect line says (issue 31: the seeded descriptions
 * repeat the effect, so each card showed one sentence twice): at least 60% of the shorter one's words
 * are in the other.
 */
export function descriptionRepeatsEffect(description: string, effect: string): boolean {
  const a = wordsOf(description);
  const b = wordsOf(effect);
  if (!a.size || !b.size) return false;
  const shared = [...a].filter((word) => b.has(word)).length;
  return shared / Math.min(a.size, b.size) >= 0.6;
}
