import { Link } from '@tanstack/react-router';
import { FairnessLink } from '../../components/FairnessLink';
import { Ambulance, CircleCheck, CircleX, Coins, Lock, Sparkles, Star, TrendingUp } from 'lucide-react';
import type { CrimeResultDto } from '../../api/generated/model/crimeResultDto';
import { buttonClass } from '../../components/Button';
import { SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arGame } from '../../i18n/ar-game';
import { formatMoney, formatNumber } from '../../lib/format';
import { vipSplit } from '../../lib/vip';

/** `/dashboard/crime-result`: the outcome of one crime, handed over by the crimes screen. */
export function CrimeResultPage({ result }: { result: CrimeResultDto }) {
  const t = arGame.crimeResult;
  const minutes = result.confinementMinutes;
  return (
    <SectionPage bannerKey="crime" title={ar.nav.crimeResult}>
      <section
        data-testid="crime-result"
        data-success={result.success}
        className={`flex flex-col gap-5 rounded-3xl border p-5 sm:p-8 ${
          result.success ? 'border-emerald-500/40 bg-emerald-950/20' : 'border-blood-700/60 bg-blood-950/30'
        }`}
      >
        <div className="flex items-center gap-4">
          {result.success ? (
            <CircleCheck className="size-12 shrink-0 text-emerald-400" aria-hidden />
          ) : (
            <CircleX className="size-12 shrink-0 text-blood-400" aria-hidden />
          )}
          <div>
            <h2 className="text-2xl font-black text-white">{result.success ? t.success : t.failure}</h2>
            <p className="text-night-200">{result.crimeName}</p>
          </div>
        </div>
        <p className="text-lg leading-8 text-night-100">{result.message}</p>

        {result.success && (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Gain
              icon={<Coins className="size-6 text-emerald-400" aria-hidden />}
              label={t.money}
              note={vipNote(result.moneyGained, result.isVip, (n) => `${formatMoney(n)}`)}
            >
              <span data-testid="result-money">{formatMoney(result.moneyGained)}</span>
            </Gain>
            <Gain
              icon={<Star className="size-6 text-sky-300" aria-hidden />}
              label={t.exp}
              note={vipNote(result.expGained, result.isVip, formatNumber)}
            >
              <span data-testid="result-exp">{formatNumber(result.expGained)}</span>
            </Gain>
          </dl>
        )}
        {result.success && result.isVip && (
          <p
            data-testid="result-vip"
            className="inline-flex w-fit items-center gap-1.5 rounded-full bg-gold-400/15 px-3 py-1 text-sm font-bold text-gold-300 ring-1 ring-gold-400/40"
          >
            <Sparkles className="size-4" aria-hidden />
            {t.vipBonus}
          </p>
        )}
        {result.levelsGained > 0 && (
          <p
            data-testid="result-level-up"
            className="flex items-center gap-2 rounded-2xl bg-gold-400/10 px-4 py-3 font-bold text-gold-300"
          >
            <TrendingUp className="size-5" aria-hidden />
            {t.levelUp(formatNumber(result.levelsGained), formatNumber(result.level))}
          </p>
        )}
        {!result.success && result.confinement && (
          <div className="flex flex-col gap-3 rounded-2xl bg-black/30 p-4" data-testid="result-confinement">
            <p className="flex items-center gap-2 font-bold text-white">
              {result.confinement === 'jail' ? (
                <Lock className="size-5 text-night-300" aria-hidden />
              ) : (
                <Ambulance className="size-5 text-sky-300" aria-hidden />
              )}
              {result.confinement === 'jail' ? t.jailed(minutes) : t.hospitalized(minutes)}
            </p>
            <Link
              to={result.confinement === 'jail' ? '/dashboard/jail' : '/dashboard/hospital'}
              className={buttonClass('primary', 'w-full sm:w-fit')}
            >
              {result.confinement === 'jail' ? t.toJail : t.toHospital}
            </Link>
          </div>
        )}
        <p className="text-sm text-night-400">
          {t.energyLeft}: {formatNumber(result.energyLeft)}
        </p>
        <Link to="/dashboard/crimes" className={buttonClass('secondary', 'w-full sm:w-fit')}>
          {t.again}
        </Link>
        <FairnessLink proofId={result.fairness?.proofId} />
      </section>
    </SectionPage>
  );
}

/** Spec 000 section 6: a VIP gain split into its base and the 50 % VIP extra; nothing for others. */
function vipNote(total: number, vip: boolean, format: (n: number) => string): string | undefined {
  const { base, extra } = vipSplit(total, vip);
  return extra > 0 ? arGame.crimeResult.vipBreakdown(format(base), format(extra)) : undefined;
}

function Gain({
  icon,
  label,
  note,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-night-950/60 p-4">
      {icon}
      <dt className="text-night-300">{label}</dt>
      <dd className="ms-auto text-xl font-black text-white">{children}</dd>
      {note && <p className="basis-full text-xs text-gold-300">{note}</p>}
    </div>
  );
}
