import { Coins, Gem, Star, TrendingUp } from 'lucide-react';
import type { TaskDto } from '../../../api/generated/model/taskDto';
import { ar } from '../../../i18n/ar-admin';
import { formatMoney, formatNumber } from '../../../lib/format';
import { DeleteButton, EditButton, StatusPill } from '../CatalogueItemControls';

/** Spec 002 section 2.5: status badge, metric label, goal, the four reward boxes, edit and delete. */
export function TaskAdminCard({
  task,
  onEdit,
  onDelete,
}: {
  task: TaskDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = ar.adminTasks;
  const boxes = [
    {
      key: 'rewardMoney',
      icon: Coins,
      tone: 'text-emerald-300',
      value: `${formatMoney(task.rewardMoney)}`,
    },
    { key: 'rewardExp', icon: Star, tone: 'text-sky-300', value: formatNumber(task.rewardExp) },
    {
      key: 'rewardBlackcoins',
      icon: Gem,
      tone: 'text-violet-300',
      value: formatNumber(task.rewardBlackcoins),
    },
    {
      key: 'progressPoints',
      icon: TrendingUp,
      tone: 'text-gold-300',
      value: formatNumber(task.progressPoints),
    },
  ] as const;
  return (
    <article
      data-testid="admin-task-card"
      data-title={task.title}
      className="flex flex-col gap-3 rounded-2xl border border-night-700 bg-night-900/80 p-4"
    >
      <div className="flex flex-wrap items-start gap-2">
        <h3 className="min-w-0 flex-1 font-extrabold text-white">{task.title}</h3>
        <StatusPill enabled={task.isActive} />
      </div>
      <p className="line-clamp-2 text-sm text-night-300">{task.description}</p>
      <p className="flex flex-wrap gap-x-4 text-sm text-night-200">
        <span>
          {t.metric}: <b className="text-white">{ar.tasks.metrics[task.metric]}</b>
        </span>
        <span>
          {t.goal}: <b className="text-white">{formatNumber(task.goal)}</b>
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {boxes.map(({ key, icon: Icon, tone, value }) => (
          <div
            key={key}
            className="flex flex-col items-center gap-0.5 rounded-xl bg-night-950/60 px-2 py-2 text-center"
          >
            <dt className="flex items-center gap-1 text-[11px] text-night-400">
              <Icon className={`size-3.5 ${tone}`} aria-hidden />
              {t.fields[key]}
            </dt>
            <dd className={`font-bold ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex justify-end gap-1">
        <EditButton onClick={onEdit} />
        <DeleteButton onClick={onDelete} />
      </div>
    </article>
  );
}
