import { Link } from '@tanstack/react-router';
import { FairnessLink } from '../../components/FairnessLink';
import { Ambulance, Lock, Skull, Trophy } from 'lucide-react';
import type { ContractResultDto } from '../../api/generated/model/contractResultDto';
import { buttonClass } from '../../components/Button';
import { SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import { formatMoney, formatNumber } from '../../lib/format';
import { CombatLog, SummaryItem } from './CombatLog';
import { splitFigure } from './pvp-rules';

/** `/dashboard/blood-contract-result`: the execution's log revealed line by line, then its summary; the button goes to /dashboard/blood-contracts. */
export function ContractResultPage({ result }: { result: ContractResultDto }) {
  const t = arPvp.contractResult;
  const won = result.isAttackerWinner;
  const xp = splitFigure(result.attackerXpGain, result.attackerIsVIP);
  const minutes = result.confinementMinutes;
  return (
    <SectionPage bannerKey="bloodContract" title={ar.nav.bloodContractResult}>
      <p className="text-center text-lg font-bold text-night-100">
        {result.attackerName} <span className="text-blood-400">{arPvp.fightFlow.versus}</span>{' '}
        {result.defenderName}
      </p>
      <CombatLog log={result.log}>
        <section
          data-testid="contract-summary"
          data-won={won}
          className={`flex flex-col gap-4 rounded-3xl border p-5 sm:p-6 ${
            won ? 'border-emerald-500/40 bg-emerald-950/20' : 'border-blood-700/60 bg-blood-950/30'
          }`}
        >
          <div className="flex items-center gap-3">
            {won ? (
              <Trophy className="size-10 shrink-0 text-gold-400" aria-hidden />
            ) : (
              <Skull className="size-10 shrink-0 text-blood-400" aria-hidden />
            )}
            <div>
              <h2 className="text-2xl font-black text-white">{won ? t.won : t.lost}</h2>
              <p className="text-night-200">{result.narrative}</p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <SummaryItem label={arPvp.fightFlow.rounds} value={formatNumber(result.rounds)} />
            <SummaryItem label={arPvp.fightFlow.damageDealt} value={formatNumber(result.attackerDamage)} />
            <SummaryItem label={arPvp.fightFlow.damageTaken} value={formatNumber(result.defenderDamage)} />
            <SummaryItem label={arPvp.fightFlow.xp} value={xp.value} extra={xp.extra} testId="summary-xp" />
            {won && (
              <SummaryItem label={t.reward} value={`${formatMoney(result.reward)}`} testId="summary-reward" />
            )}
          </dl>
          <p className="flex items-center gap-2 text-sm text-sky-200">
            {result.confinementKind === 'hospital' ? (
              <Ambulance className="size-4" aria-hidden />
            ) : (
              <Lock className="size-4" aria-hidden />
            )}
            {result.confinementKind === 'hospital'
              ? t.targetHospital(result.defenderName, minutes)
              : t.youJailed(minutes)}
          </p>
          {result.contractStatus === 'open' && <p className="text-sm text-night-300">{t.stillOpen}</p>}
          <Link
            to="/dashboard/blood-contracts"
            className={buttonClass('primary', 'w-full sm:w-fit')}
            data-testid="contract-back"
          >
            {t.back}
          </Link>
          <FairnessLink proofId={result.fairness?.proofId} />
        </section>
      </CombatLog>
    </SectionPage>
  );
}
