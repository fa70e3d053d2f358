import { Crown, Shield, Swords } from 'lucide-react';
import type { TasksDto } from '../../api/generated/model/tasksDto';
import { arProgress } from '../../i18n/ar-progress';
import { formatNumber, formatPercent } from '../../lib/format';

/** The player's rank, its bonuses, progress points and the way to the next rank (spec 002 section 3, Ranking). */
export function RankCard({ tasks }: { tasks: TasksDto }) {
  const t = arProgress.tasks.rank;
  const current = tasks.currentRank;
  const next = tasks.nextRank;
  return (
    <section
      data-testid="rank-card"
      data-rank={current?.rank ?? 0}
      className="flex flex-col gap-3 rounded-3xl border border-gold-400/40 bg-gradient-to-l from-gold-400/10 to-night-900/80 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Crown className="size-10 shrink-0 text-gold-400" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-night-400">{t.title}</p>
          <h2 className="text-xl font-extrabold text-white">{current ? current.title : t.none}</h2>
        </div>
        {current && (
          <dl className="flex gap-2 text-sm">
            <div className="flex items-center gap-1 rounded-xl bg-night-950/60 px-3 py-1.5 text-blood-300">
              <Swords className="size-4" aria-hidden />
              <dt className="sr-only">{t.power}</dt>
              <dd className="font-bold">+{formatNumber(current.powerBonus)}</dd>
            </div>
            <div className="flex items-center gap-1 rounded-xl bg-night-950/60 px-3 py-1.5 text-sky-300">
              <Shield className="size-4" aria-hidden />
              <dt className="sr-only">{t.defense}</dt>
              <dd className="font-bold">+{formatNumber(current.defenseBonus)}</dd>
            </div>
          </dl>
        )}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="text-night-300">
          {t.points}:{' '}
          <b data-testid="progress-points" className="text-white">
            {formatNumber(tasks.progressPoints)}
          </b>
        </span>
        <span className="text-night-400">{next ? t.next(next.title, next.requiredPoints) : t.top}</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={tasks.rankProgressPercent}
        aria-label={t.title}
        className="h-2.5 overflow-hidden rounded-full bg-night-950"
      >
        <div
          className="h-full rounded-full bg-gold-400 transition-[width]"
          style={{ width: `${tasks.rankProgressPercent}%` }}
        />
      </div>
      <p className="text-end text-xs text-night-400">{formatPercent(tasks.rankProgressPercent / 100)}</p>
    </section>
  );
}
