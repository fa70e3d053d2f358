import type { SystemStatsDto } from '../../../api/generated/model/systemStatsDto';

/** `part / whole` as a 0..1 fraction, 0 when there is no whole. */
export function share(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** Spec 001 section 2.8: the dashboard's derived figures. */
export function derivedStats(stats: SystemStatsDto) {
  return {
    activeShare: share(stats.activeUsers, stats.totalUsers),
    banRate: share(stats.bannedUsers, stats.totalUsers),
    moneyPerCharacter: Math.floor(share(stats.totalMoney, stats.totalCharacters)),
    blackcoinsPerCharacter: Math.floor(share(stats.totalBlackcoins, stats.totalCharacters)),
  };
}

/** `YYYY-MM-DD` as a short Arabic day label ('٢٦/١١'). */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return (
    new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(date) +
    '/' +
    new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(month)
  );
}

/** Spec 001 section 8: the dashboard's retry button reloads the page. */
export function reloadPage(): void {
  window.location.reload();
}
