import { toast } from '../../lib/toast';
import { BadgeCheck, Briefcase, Coins, Lock, Star } from 'lucide-react';
import { useGetJobs, useQuitJob, useTakeJob } from '../../api/generated/jobs/jobs';
import type { JobListingDto } from '../../api/generated/model/jobListingDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arGame } from '../../i18n/ar-game';
import { formatMoney, formatNumber } from '../../lib/format';
import { jobTierName } from '../../lib/job-tiers';

/** `/dashboard/jobs`: the enabled jobs by tier with level locks, the current job, take and quit; live on `jobs:update`. */
export function JobsPage() {
  const t = arGame.jobs;
  const jobs = useGetJobs({ query: { staleTime: 0 } });
  const take = useTakeJob();
  const quit = useQuitJob();
  const busy = take.isPending || quit.isPending;
  // The list afterwards comes by push (`jobs:update`, written by realtime/sync.ts).
  const onDone = (message: string) => toast.success(message);
  const onError = (error: unknown) => toast.error(errorText(error));

  const tiers = groupByTier(jobs.data?.jobs ?? []);
  const current = jobs.data?.currentJob;

  return (
    <SectionPage bannerKey="jobs" title={ar.nav.jobs}>
      {jobs.isError && <ErrorPanel detail={errorText(jobs.error)} onRetry={() => jobs.refetch()} />}
      {jobs.isPending && <div className="h-64 animate-pulse rounded-3xl bg-night-900/80" />}
      {jobs.data && (
        <section
          data-testid="current-job"
          className="flex flex-wrap items-center gap-4 rounded-3xl border border-night-700 bg-night-900/80 p-5"
        >
          <Briefcase className="size-10 shrink-0 text-gold-400" aria-hidden />
          <div className="min-w-48 flex-1">
            <p className="text-sm text-night-400">{t.current}</p>
            {current ? (
              <>
                <h2 className="text-xl font-extrabold text-white">{current.name}</h2>
                <p className="flex flex-wrap gap-x-3 text-sm text-night-300">
                  <span className="whitespace-nowrap">
                    {t.salary}: {formatMoney(current.salary)}
                  </span>
                  <span className="whitespace-nowrap">
                    {t.exp}: {formatNumber(current.expPerDay)}
                  </span>
                </p>
              </>
            ) : (
              <p className="text-night-200">{t.none}</p>
            )}
            <p className="mt-1 text-xs text-night-500">{t.payHint}</p>
          </div>
          {current && (
            <Button
              variant="secondary"
              pending={quit.isPending}
              disabled={busy}
              onClick={() => quit.mutate(undefined, { onSuccess: () => onDone(t.quitDone), onError })}
            >
              {t.quit}
            </Button>
          )}
        </section>
      )}
      {jobs.data && jobs.data.jobs.length === 0 && <EmptyState title={t.empty} />}
      {tiers.map(([tier, list]) => (
        <section key={tier} className="flex flex-col gap-3" data-testid="job-tier" data-tier={tier}>
          <h2 className="text-lg font-extrabold text-white">
            {t.tier}: {jobTierName(tier)}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                busy={busy}
                sending={take.isPending && take.variables?.id === job.id}
                onTake={() =>
                  take.mutate({ id: job.id }, { onSuccess: () => onDone(t.took(job.name)), onError })
                }
              />
            ))}
          </div>
        </section>
      ))}
    </SectionPage>
  );
}

function groupByTier(jobs: readonly JobListingDto[]): [number, JobListingDto[]][] {
  const tiers = new Map<number, JobListingDto[]>();
  for (const job of jobs) tiers.set(job.tier, [...(tiers.get(job.tier) ?? []), job]);
  return [...tiers.entries()].sort(([a], [b]) => a - b);
}

function JobCard({
  job,
  busy,
  sending,
  onTake,
}: {
  job: JobListingDto;
  busy: boolean;
  sending: boolean;
  onTake: () => void;
}) {
  const t = arGame.jobs;
  return (
    <article
      data-testid="job-card"
      data-current={job.isCurrent || undefined}
      className={`flex flex-col gap-3 rounded-2xl border p-4 ${
        job.isCurrent
          ? 'border-gold-400/70 bg-gold-400/10 ring-1 ring-gold-400/40'
          : job.locked
            ? 'border-night-800 bg-night-900/60 opacity-70'
            : 'border-night-700 bg-night-900/80'
      }`}
    >
      <div className="flex items-start gap-2">
        <h3 className="flex-1 font-extrabold text-white">{job.name}</h3>
        <span
          className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ${
            job.locked ? 'bg-night-800 text-night-300' : 'bg-night-800 text-gold-300'
          }`}
        >
          {job.locked && <Lock className="size-3" aria-hidden />}
          {t.requiredLevel(formatNumber(job.minLevel))}
        </span>
      </div>
      <p className="text-sm leading-6 text-night-300">{job.description}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-1.5 rounded-xl bg-night-950/60 px-3 py-2">
          <Coins className="size-4 text-emerald-400" aria-hidden />
          <dt className="sr-only">{t.salary}</dt>
          <dd className="font-bold text-white">{formatMoney(job.salary)}</dd>
        </div>
        <div className="flex items-center gap-1.5 rounded-xl bg-night-950/60 px-3 py-2">
          <Star className="size-4 text-sky-300" aria-hidden />
          <dt className="sr-only">{t.exp}</dt>
          <dd className="font-bold text-white">{formatNumber(job.expPerDay)}</dd>
        </div>
      </dl>
      {job.isCurrent ? (
        <p className="mt-auto flex items-center justify-center gap-1.5 rounded-xl bg-gold-400/15 py-2.5 font-bold text-gold-300">
          <BadgeCheck className="size-5" aria-hidden />
          {t.yours}
        </p>
      ) : (
        <Button className="mt-auto w-full" onClick={onTake} disabled={job.locked || busy} pending={sending}>
          {job.locked && <Lock className="size-4" aria-hidden />}
          {t.take}
        </Button>
      )}
    </article>
  );
}
