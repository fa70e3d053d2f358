/** The player fields that decide VIP status (spec 000 section 3). */
export interface VipFields {
  isVip?: boolean | null;
  isVIP?: boolean | null;
  vipExpiresAt?: string | Date | null;
}

/** Spec 000 section 3: VIP holds if vipExpiresAt is in the future or isVip is true. */
export function isVip(player: VipFields, now: number = Date.now()): boolean {
  if (player.isVip === true || player.isVIP === true) return true;
  if (!player.vipExpiresAt) return false;
  const expires = new Date(player.vipExpiresAt).getTime();
  return Number.isFinite(expires) && expires > now;
}

/**
 * Spec 000 section 6: a VIP gain is shown as its base (total / 1.5) plus a VIP extra of 50% of the
 * base. The extra is the rest of the total, so base + extra always equals what the server paid.
 * A non-VIP gain is all base.
 */
export function vipSplit(total: number, vip: boolean): { base: number; extra: number } {
  if (!vip || total <= 0) return { base: total, extra: 0 };
  const base = Math.round(total / 1.5);
  return { base, extra: total - base };
}
