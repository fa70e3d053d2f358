import { toast } from '../../lib/toast';
import { useClaimTask, useGetTasks } from '../../api/generated/tasks/tasks';
import type { PlayerTaskDto } from '../../api/generated/model/playerTaskDto';
import { errorText } from '../../api/error-text';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { arProgress } from '../../i18n/ar-progress';
import { RankCard } from './RankCard';
import { TaskCard } from './TaskCard';

/**
 * `/dashboard/tasks` (DESIGN.md section 6 "Tasks and ranks"): the rank card with progress to the next
 * rank, then the active tasks with live progress bars and their claim buttons. Live on `tasks:update`.
 */
export function TasksPage() {
  const t = arProgress.tasks;
  const tasks = useGetTasks({ query: { staleTime: 0 } });
  const claim = useClaimTask();

  const onClaim = (id: number, title: string) =>
    claim.mutate(
      { id },
      {
        // The list and the badge afterwards come by push (`tasks:update`, written by realtime/sync.ts).
        onSuccess: () => {
          toast.success(t.claimDone(title));
        },
        onError: (error) => toast.error(errorText(error, { fallback: t.claimFailed })),
      },
    );

  const data = tasks.data;
  return (
    <SectionPage bannerKey="tasks" title={t.title}>
      {tasks.isError && (
        <ErrorPanel
          detail={errorText(tasks.error, { fallback: t.loadFailed })}
          onRetry={() => tasks.refetch()}
        />
      )}
      {tasks.isPending && <div className="h-64 animate-pulse rounded-3xl bg-night-900/80" />}
      {data && (
        <>
          <RankCard tasks={data} />
          <p className="text-sm leading-6 text-night-400">{t.intro}</p>
          {data.unclaimedCount > 0 && (
            <p data-testid="tasks-unclaimed" className="font-bold text-gold-300">
              {t.unclaimed(data.unclaimedCount)}
            </p>
          )}
          {data.tasks.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {byStanding(data.tasks).map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  busy={claim.isPending}
                  sending={claim.isPending && claim.variables?.id === task.id}
                  onClaim={() => onClaim(task.id, task.title)}
                />
              ))}
            </div>
          )}
        </>
      )}
    </SectionPage>
  );
}

/** Claimable tasks first, then those in progress, claimed ones last (each group in the server's order). */
function byStanding(tasks: readonly PlayerTaskDto[]): PlayerTaskDto[] {
  const rank = (task: PlayerTaskDto) => (task.canClaim ? 0 : task.claimed ? 2 : 1);
  return [...tasks].sort((a, b) => rank(a) - rank(b));
}
