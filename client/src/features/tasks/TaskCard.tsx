import { BadgeCheck, Coins, Gem, Star, TrendingUp } from 'lucide-react';
import type { PlayerTaskDto } from '../../api/generated/model/playerTaskDto';
import { Button } from '../../components/Button';
import { arProgress } from '../../i18n/ar-progress';
import { formatBlackcoins, formatMoney, formatNumber } from '../../lib/format';

/** One task: metric, progress bar toward the goal, the four rewards and the claim button. */
export function TaskCard({
  task,
  busy,
  sending,
  onClaim,
}: {
  task: PlayerTaskDto;
  busy: boolean;
  sending: boolean;
  onClaim: () => void;
}) {
  const t = arProgress.tasks;
  const rewards = [
    { key: 'money', value: task.rewardMoney, icon: Coins, tone: 'text-emerald-300', format: formatMoney },
    { key: 'exp', value: task.rewardExp, icon: Star, tone: 'text-sky-300', format: formatNumber },
    {
      key: 'blackcoins',
      value: task.rewardBlackcoins,
      icon: Gem,
      tone: 'text-violet-300',
      format: formatBlackcoins,
    },
    {
      key: 'progressPoints',
      value: task.progressPoints,
      icon: TrendingUp,
      tone: 'text-gold-300',
      format: formatNumber,
    },
  ].filter((reward) => reward.value > 0);
  return (
    <article
      data-testid="task-card"
      data-task-id={task.id}
      data-state={task.claimed ? 'claimed' : task.canClaim ? 'claimable' : 'open'}
      className={`flex flex-col gap-3 rounded-2xl border p-4 ${
        task.canClaim ? 'border-gold-400/70 bg-gold-400/10' : 'border-night-700 bg-night-900/80'
      } ${task.claimed ? 'opacity-70' : ''}`}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-extrabold text-white">{task.title}</h3>
          <p className="text-sm leading-6 text-night-300">{task.description}</p>
        </div>
        <span className="shrink-0 rounded-full bg-night-800 px-2.5 py-0.5 text-xs font-bold text-night-200">
          {t.metrics[task.metric]}
        </span>
      </div>
      <div>
        <div className="mb-1 flex justify-between text-xs text-night-300">
          <span>{t.progress}</span>
          <span data-testid="task-progress">
            {formatNumber(task.progress)} / {formatNumber(task.goal)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={task.goal}
          aria-valuenow={task.progress}
          aria-label={task.title}
          className="h-2 overflow-hidden rounded-full bg-night-950"
        >
          <div
            className={`h-full rounded-full transition-[width] ${task.completed ? 'bg-emerald-400' : 'bg-blood-500'}`}
            style={{ width: `${task.percent}%` }}
          />
        </div>
      </div>
      <ul className="flex flex-wrap gap-2 text-sm">
        {rewards.map(({ key, value, icon: Icon, tone, format }) => (
          <li key={key} className={`flex items-center gap-1 rounded-xl bg-night-950/60 px-2.5 py-1 ${tone}`}>
            <Icon className="size-4" aria-hidden />
            <span className="sr-only">{t.rewards[key]}</span>
            <span className="font-bold">{format(value)}</span>
          </li>
        ))}
      </ul>
      {task.claimed ? (
        <p className="mt-auto flex items-center justify-center gap-1.5 rounded-xl bg-emerald-500/15 py-2.5 font-bold text-emerald-300">
          <BadgeCheck className="size-5" aria-hidden />
          {t.claimed}
        </p>
      ) : (
        <Button
          className="mt-auto w-full"
          data-testid="task-claim"
          disabled={!task.canClaim || busy}
          pending={sending}
          onClick={onClaim}
        >
          {task.canClaim ? t.claim : t.notYet}
        </Button>
      )}
    </article>
  );
}
