import { formatNumber } from '../../../lib/format';

/** How often the panel asks again (ms): the nodes beat every 5 s. */
export const OPERATIONS_REFRESH_MS = 5_000;

/** Seconds as `٣ ي ٤ س ٥ د` (days, hours, minutes; seconds under a minute). */
export function formatUptime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < 60) return `${formatNumber(total)} ث`;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const parts: string[] = [];
  if (days) parts.push(`${formatNumber(days)} ي`);
  if (days || hours) parts.push(`${formatNumber(hours)} س`);
  parts.push(`${formatNumber(minutes)} د`);
  return parts.join(' ');
}
