import type { ReactNode } from 'react';
import { Activity, Coins, Crown, Gauge, ShieldBan, ShieldCheck, Users, Wallet } from 'lucide-react';
import { useGetSystemStats } from '../../../api/generated/admin/admin';
import type { SystemStatsDto } from '../../../api/generated/model/systemStatsDto';
import { Button } from '../../../components/Button';
import { ar } from '../../../i18n/ar-admin';
import {
  formatBlackcoins,
  formatLongDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
} from '../../../lib/format';
import { CatalogueAuditPanel } from './CatalogueAuditPanel';
import { EconomyAuditPanel } from './EconomyAuditPanel';
import { OverviewCharts } from './OverviewCharts';
import { derivedStats, reloadPage } from './overview';

const COUNT_FIELDS = Object.keys(ar.adminOverview.counts) as (keyof typeof ar.adminOverview.counts)[];

/** One figure of the dashboard, with an optional second line. */
function Figure({
  label,
  value,
  hint,
  icon,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-night-800">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-night-400">{label}</p>
        <p className="truncate text-2xl font-black text-white" data-testid={testId}>
          {value}
        </p>
        {hint && <p className="text-xs text-night-400">{hint}</p>}
      </div>
    </div>
  );
}

/**
 * The overview tab: spec 001 section 2.8's figures (retried up to 3 times; on failure its error with a
 * retry button that reloads the page), the economy audit, the 30-day charts and the admins'
 * catalogue changes.
 */
/** Spec 001 section 9: the admin system stats stay fresh for 60 s. */
export const SYSTEM_STATS_STALE_MS = 60_000;

export function AdminOverviewSection() {
  // Spec 001 section 9: system stats are stale after 60 s.
  const stats = useGetSystemStats({ query: { retry: 3, staleTime: SYSTEM_STATS_STALE_MS } });
  const t = ar.adminOverview;
  if (stats.isError) {
    return (
      <div
        role="alert"
        data-testid="overview-error"
        className="flex flex-col items-center gap-3 rounded-2xl border border-blood-900/60 bg-blood-950/30 p-6 text-center"
      >
        <h3 className="text-lg font-bold text-white">{t.loadError}</h3>
        <p className="text-night-200">{t.loadErrorDetail}</p>
        <Button variant="secondary" onClick={reloadPage}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!stats.data) {
    return <div className="h-64 animate-pulse rounded-2xl bg-night-900" data-testid="overview-loading" />;
  }
  return (
    <div className="flex flex-col gap-5" data-testid="admin-overview">
      <StatsFigures stats={stats.data} />
      <EconomyAuditPanel />
      <OverviewCharts />
      <CatalogueAuditPanel />
    </div>
  );
}

function StatsFigures({ stats }: { stats: SystemStatsDto }) {
  const t = ar.adminOverview;
  const derived = derivedStats(stats);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={t.totalUsers}
          value={formatNumber(stats.totalUsers)}
          icon={<Users className="size-5 text-sky-400" aria-hidden />}
          testId="overview-total-users"
        />
        <Figure
          label={t.activeUsers}
          value={formatNumber(stats.activeUsers)}
          hint={t.activeShare(formatPercent(derived.activeShare))}
          icon={<Activity className="size-5 text-emerald-400" aria-hidden />}
          testId="overview-active-users"
        />
        <Figure
          label={t.totalMoney}
          value={`${formatMoney(stats.totalMoney)}`}
          hint={t.perCharacter(`${formatMoney(derived.moneyPerCharacter)}`)}
          icon={<Wallet className="size-5 text-gold-400" aria-hidden />}
          testId="overview-total-money"
        />
        <Figure
          label={t.totalBlackcoins}
          value={formatBlackcoins(stats.totalBlackcoins)}
          hint={t.perCharacter(formatBlackcoins(derived.blackcoinsPerCharacter))}
          icon={<Coins className="size-5 text-violet-400" aria-hidden />}
          testId="overview-total-blackcoins"
        />
        <Figure
          label={t.averageLevel}
          value={formatNumber(Math.round(stats.averageLevel * 100) / 100)}
          icon={<Gauge className="size-5 text-sky-400" aria-hidden />}
          testId="overview-average-level"
        />
        <Figure
          label={t.totalCharacters}
          value={formatNumber(stats.totalCharacters)}
          hint={`${t.maxLevel}: ${formatNumber(stats.maxLevel)}`}
          icon={<Crown className="size-5 text-gold-400" aria-hidden />}
          testId="overview-total-characters"
        />
        <Figure
          label={t.bannedUsers}
          value={formatNumber(stats.bannedUsers)}
          hint={t.banRate(formatPercent(derived.banRate))}
          icon={<ShieldBan className="size-5 text-blood-400" aria-hidden />}
          testId="overview-banned-users"
        />
        <Figure
          label={t.systemStatus}
          value={t.stable}
          icon={<ShieldCheck className="size-5 text-emerald-400" aria-hidden />}
          testId="overview-system-status"
        />
      </div>
      <section className="rounded-2xl border border-night-800 bg-night-900/60 p-4">
        <h3 className="mb-3 text-lg font-bold text-white">{t.contentTitle}</h3>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8">
          {COUNT_FIELDS.map((field) => (
            <div key={field} className="rounded-xl bg-night-800/70 p-2 text-center">
              <dt className="text-xs text-night-400">{t.counts[field]}</dt>
              <dd className="text-lg font-black text-white" data-testid={`overview-count-${field}`}>
                {formatNumber(stats[field])}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-night-400" data-testid="overview-updated">
          {t.lastUpdated(formatLongDateTime(stats.generatedAt) ?? '')}
        </p>
      </section>
    </>
  );
}
