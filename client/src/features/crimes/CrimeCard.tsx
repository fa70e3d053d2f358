import { Clock, Coins, Lock, Percent, Star, Zap } from 'lucide-react';
import type { PlayerCrimeDto } from '../../api/generated/model/playerCrimeDto';
import { Button } from '../../components/Button';
import { arGame } from '../../i18n/ar-game';
import { Countdown } from '../../components/Countdown';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';

interface CrimeCardProps {
  crime: PlayerCrimeDto;
  /** Seconds of cooldown left now (ticks locally). */
  cooldownLeft: number;
  /** The player's energy from the HUD, or undefined while it loads. */
  energy: number | undefined;
  sending: boolean;
  /** Another crime is being sent: this one waits too. */
  busy: boolean;
  onCommit: () => void;
}

/** One crime of the list: image, facts, cooldown and the commit button with the reason it is disabled. */
export function CrimeCard({ crime, cooldownLeft, energy, sending, busy, onCommit }: CrimeCardProps) {
  const t = arGame.crimes;
  const lowEnergy = energy !== undefined && energy < crime.energyCost;
  const cooling = cooldownLeft > 0;
  const disabled = crime.locked || cooling || lowEnergy || energy === undefined || busy;
  const level = formatNumber(crime.req_level);
  return (
    <article
      data-testid="crime-card"
      data-crime-id={crime.id}
      data-locked={crime.locked || undefined}
      className={`flex flex-col overflow-hidden rounded-3xl border bg-night-900/80 shadow-xl shadow-black/40 ${
        crime.locked ? 'border-night-800 opacity-70' : 'border-night-700'
      }`}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-night-800">
        <img
          src={crime.imageUrl}
          alt={crime.name}
          loading="lazy"
          className={`size-full object-cover ${crime.locked ? 'grayscale' : ''}`}
        />
        <span
          className={`absolute start-3 top-3 inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold ${
            crime.locked ? 'bg-black/70 text-night-200' : 'bg-black/60 text-gold-300'
          }`}
        >
          {crime.locked && <Lock className="size-3.5" aria-hidden />}
          {crime.locked ? t.lockedAt(level) : t.requiredLevel(level)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-lg font-extrabold text-white">{crime.name}</h3>
          <p className="mt-1 text-sm leading-6 text-night-300">{crime.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <Fact icon={<Zap className="size-4 text-gold-400" aria-hidden />} label={t.energy}>
            {formatNumber(crime.energyCost)}
          </Fact>
          <Fact icon={<Percent className="size-4 text-sky-400" aria-hidden />} label={t.successRate}>
            <span data-testid="crime-success-rate">{formatPercent(crime.successRate)}</span>
          </Fact>
          <Fact icon={<Coins className="size-4 text-emerald-400" aria-hidden />} label={t.reward}>
            {formatMoney(crime.reward)}
          </Fact>
          <Fact icon={<Star className="size-4 text-sky-300" aria-hidden />} label={t.exp}>
            {formatNumber(crime.expReward)}
          </Fact>
        </dl>
        <p className="text-xs text-night-400">
          {crime.failOutcome === 'jail'
            ? t.failJail(crime.jailMinutes)
            : t.failHospital(crime.hospitalMinutes)}
          {' · '}
          {t.cooldown} <Countdown seconds={crime.cooldown} />
        </p>
        <div className="mt-auto flex flex-col gap-2">
          {cooling && (
            <p
              data-testid="crime-cooldown"
              className="flex items-center gap-1.5 text-sm font-bold text-gold-300"
              aria-live="polite"
            >
              <Clock className="size-4" aria-hidden />
              {t.cooldownLeft} <Countdown seconds={cooldownLeft} />
            </p>
          )}
          {!crime.locked && !cooling && lowEnergy && (
            <p className="text-sm text-blood-300">{t.notEnoughEnergy}</p>
          )}
          <Button onClick={onCommit} disabled={disabled} pending={sending} className="w-full">
            {crime.locked && <Lock className="size-4" aria-hidden />}
            {crime.locked ? t.locked : sending ? t.committing : t.commit}
          </Button>
        </div>
      </div>
    </article>
  );
}

function Fact({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5 rounded-xl bg-night-950/60 px-2.5 py-2">
      {icon}
      <dt className="whitespace-nowrap text-xs text-night-400">{label}</dt>
      <dd className="ms-auto font-bold text-white">{children}</dd>
    </div>
  );
}
