import { formatNumber } from './format';

/** Spec 000 (Side HUD): unread badges show '99+' above 99, nothing at zero. */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : formatNumber(count);
}
