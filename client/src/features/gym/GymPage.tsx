import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { Dumbbell, Shield, Timer, Zap } from 'lucide-react';
import { useGetGym, useTrain } from '../../api/generated/gym/gym';
import type { TrainedStat } from '../../api/generated/model/trainedStat';
import type { TrainingDto } from '../../api/generated/model/trainingDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arGame } from '../../i18n/ar-game';
import { Countdown } from '../../components/Countdown';
import { progressBetween, secondsUntil } from '../../lib/countdown';
import { formatNumber } from '../../lib/format';
import { toastActionError } from '../../lib/action-error';
import { useNow } from '../../lib/use-now';
import { energyChoices, trainingPoints, trainingSeconds } from './gym-rules';

const statLabel = (stat: TrainedStat) => (stat === 'strength' ? arGame.gym.strength : arGame.gym.defense);

/**
 * `/dashboard/gym`: train strength or defense with a multiple of 5 energy, one training at a time;
 * the running training shows a progress bar until `training:complete` refreshes the gym.
 */
export function GymPage() {
  const gym = useGetGym({
    query: {
      staleTime: 0,
      // `training:complete` normally refreshes the gym; if that push is missed, ask again once due.
      refetchInterval: (query) => {
        const due = query.state.data?.training?.endsAt;
        return due && Date.parse(due) <= Date.now() ? 5000 : false;
      },
    },
  });
  const training = gym.data?.training ?? null;
  useTrainingCompleteToast(training);

  return (
    <SectionPage bannerKey="gym" title={ar.nav.gym}>
      {gym.isError && <ErrorPanel detail={errorText(gym.error)} onRetry={() => gym.refetch()} />}
      {gym.isPending && <div className="h-64 animate-pulse rounded-3xl bg-night-900/80" />}
      {gym.data && (
        <>
          <div className="grid grid-cols-3 gap-3" data-testid="gym-stats">
            <Stat
              icon={<Dumbbell className="size-5 text-blood-400" aria-hidden />}
              label={arGame.gym.strength}
            >
              <span data-testid="gym-strength">{formatNumber(gym.data.strength)}</span>
            </Stat>
            <Stat icon={<Shield className="size-5 text-sky-400" aria-hidden />} label={arGame.gym.defense}>
              <span data-testid="gym-defense">{formatNumber(gym.data.defense)}</span>
            </Stat>
            <Stat icon={<Zap className="size-5 text-gold-400" aria-hidden />} label={arGame.gym.energy}>
              {formatNumber(gym.data.energy)}/{formatNumber(gym.data.maxEnergy)}
            </Stat>
          </div>
          {training ? <TrainingProgress training={training} /> : <TrainForm energy={gym.data.energy} />}
        </>
      )}
    </SectionPage>
  );
}

/** Toasts the finished training when the running one disappears after `training:complete`. */
function useTrainingCompleteToast(training: TrainingDto | null) {
  const previous = useRef<TrainingDto | null>(training);
  useEffect(() => {
    const before = previous.current;
    previous.current = training;
    if (before && !training) {
      toast.success(arGame.gym.completed(statLabel(before.stat), formatNumber(before.points)), {
        id: 'gym-done',
      });
    }
  }, [training]);
}

function Stat({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl border border-night-800 bg-night-900/80 p-3 text-center sm:p-4">
      {icon}
      <span className="text-xs text-night-400 sm:text-sm">{label}</span>
      <span className="text-lg font-black text-white sm:text-2xl">{children}</span>
    </div>
  );
}

function TrainForm({ energy }: { energy: number }) {
  const t = arGame.gym;
  const choices = energyChoices(energy);
  const [stat, setStat] = useState<TrainedStat>('strength');
  const [picked, setPicked] = useState(5);
  const amount = choices.includes(picked) ? picked : (choices[0] ?? 0);
  const train = useTrain();

  const onTrain = () =>
    train.mutate(
      { data: { stat, energy: amount } },
      {
        // The running training and the spent energy come by push (`training:start`, `hud:update`).
        onSuccess: () => {
          toast.success(t.started, { id: 'gym-started' });
        },
        onError: toastActionError,
      },
    );

  return (
    <section
      className="flex flex-col gap-5 rounded-3xl border border-night-800 bg-night-900/80 p-5 sm:p-7"
      data-testid="gym-form"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-night-200">{t.chooseStat}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['strength', 'defense'] as const).map((key) => (
            <label
              key={key}
              className={`flex cursor-pointer items-center justify-center gap-2 rounded-2xl border px-4 py-3 font-bold transition ${
                stat === key
                  ? 'border-blood-500 bg-blood-600/20 text-white'
                  : 'border-night-700 bg-night-950/60 text-night-200 hover:border-night-500'
              }`}
            >
              <input
                type="radio"
                name="stat"
                value={key}
                checked={stat === key}
                onChange={() => setStat(key)}
                className="sr-only"
              />
              {key === 'strength' ? (
                <Dumbbell className="size-5" aria-hidden />
              ) : (
                <Shield className="size-5" aria-hidden />
              )}
              {statLabel(key)}
            </label>
          ))}
        </div>
      </fieldset>
      {choices.length === 0 ? (
        <p className="rounded-2xl bg-night-950/60 p-4 text-center text-blood-300">{t.notEnoughEnergy}</p>
      ) : (
        <>
          <label className="flex flex-col gap-2">
            <span className="text-sm font-semibold text-night-200">
              {t.chooseEnergy}: <span className="font-black text-white">{formatNumber(amount)}</span>
            </span>
            <input
              type="range"
              dir="ltr"
              data-testid="gym-energy"
              min={5}
              max={choices[choices.length - 1]}
              step={5}
              value={amount}
              onChange={(event) => setPicked(Number(event.target.value))}
              className="w-full accent-blood-500"
            />
            {/* The range runs left to right in every browser; its end labels follow it. */}
            <span dir="ltr" className="flex justify-between text-xs text-night-400">
              <span>{formatNumber(5)}</span>
              <span>{formatNumber(choices[choices.length - 1])}</span>
            </span>
          </label>
          <dl className="grid grid-cols-2 gap-3 text-center">
            <div className="rounded-2xl bg-night-950/60 p-3">
              <dt className="text-xs text-night-400">{t.points}</dt>
              <dd className="text-xl font-black text-emerald-300" data-testid="gym-points">
                +{formatNumber(trainingPoints(amount))}
              </dd>
            </div>
            <div className="rounded-2xl bg-night-950/60 p-3">
              <dt className="text-xs text-night-400">{t.duration}</dt>
              <dd className="text-xl font-black text-white">
                <Countdown seconds={trainingSeconds(amount)} testId="gym-duration" />
              </dd>
            </div>
          </dl>
          <Button onClick={onTrain} pending={train.isPending} disabled={amount < 5}>
            {t.train}
          </Button>
        </>
      )}
    </section>
  );
}

function TrainingProgress({ training }: { training: TrainingDto }) {
  const t = arGame.gym;
  const now = useNow();
  const end = new Date(training.endsAt).getTime();
  const progress = progressBetween(training.startedAt, training.endsAt, now);
  const left = secondsUntil(end, now);
  return (
    <section
      data-testid="gym-training"
      className="flex flex-col gap-4 rounded-3xl border border-blood-800/60 bg-night-900/80 p-5 sm:p-7"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Timer className="size-6 text-blood-400" aria-hidden />
        <h2 className="text-xl font-extrabold text-white">{t.training(statLabel(training.stat))}</h2>
        <span className="ms-auto text-sm font-bold text-emerald-300">
          {t.trainingPoints(training.points)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="h-4 overflow-hidden rounded-full bg-night-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-l from-blood-500 to-gold-400 transition-[width] duration-1000 ease-linear"
          style={{ width: `${progress * 100}%` }}
        />
      </div>
      <p className="text-center text-sm text-night-300" data-testid="gym-time-left">
        {left > 0 ? (
          <>
            {t.timeLeft} <Countdown seconds={left} className="font-bold text-white" />
          </>
        ) : (
          t.finishing
        )}
      </p>
    </section>
  );
}
