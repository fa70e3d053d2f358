import { Link } from '@tanstack/react-router';
import { FairnessLink } from '../../components/FairnessLink';
import { Ambulance, Trophy, Skull } from 'lucide-react';
import type { FightResultDto } from '../../api/generated/model/fightResultDto';
import { useSession } from '../../auth/use-session';
import { buttonClass } from '../../components/Button';
import { SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import { formatNumber } from '../../lib/format';
import { CombatLog, SummaryItem } from './CombatLog';
import { splitFigure } from './pvp-rules';

/**
 * `/dashboard/fight-result`: the battle log, revealed line by line, then the summary from the
 * viewer's side (the attacker, or the defender opening it from the live card) and a button to /dashboard.
 */
export function FightResultPage({ result }: { result: FightResultDto }) {
  const t = arPvp.fightFlow;
  const viewerId = useSession()?.user.id;
  const asDefender = viewerId === result.defenderId;
  const won = asDefender ? !result.isAttackerWinner : result.isAttackerWinner;
  const opponent = asDefender ? result.attackerName : result.defenderName;
  const xp = asDefender
    ? splitFigure(result.defenderXpGain, result.defenderIsVIP)
    : splitFigure(result.attackerXpGain, result.attackerIsVIP);
  let money: { label: string; value: string; extra?: string } | null = null;
  if (!asDefender && result.isAttackerWinner && result.amountStolen > 0)
    money = { label: t.moneyStolen, ...splitFigure(result.amountStolen, result.attackerIsVIP) };
  else if (!asDefender && !result.isAttackerWinner && result.attackerMoneyLost > 0)
    money = { label: t.moneyLost, value: formatNumber(result.attackerMoneyLost) };
  else if (asDefender && !result.isAttackerWinner && result.attackerMoneyLost > 0)
    money = { label: t.moneyGained, ...splitFigure(result.attackerMoneyLost, result.defenderIsVIP) };
  else if (asDefender && result.isAttackerWinner && result.amountStolen > 0)
    money = { label: t.moneyLost, value: formatNumber(result.amountStolen) };
  const selfHospitalized = asDefender ? result.defenderHospitalized : result.attackerHospitalized;
  const otherHospitalized = asDefender ? result.attackerHospitalized : result.defenderHospitalized;
  const minutes = result.hospitalMinutes;

  return (
    <SectionPage bannerKey="active" title={ar.nav.fightResult}>
      <p className="text-center text-lg font-bold text-night-100" data-testid="fight-title">
        {result.attackerName} <span className="text-blood-400">{t.versus}</span> {result.defenderName}
      </p>
      <CombatLog log={result.log}>
        <section
          data-testid="fight-summary"
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
            <SummaryItem label={t.rounds} value={formatNumber(result.rounds)} testId="summary-rounds" />
            <SummaryItem
              label={t.damageDealt}
              value={formatNumber(asDefender ? result.defenderDamage : result.attackerDamage)}
            />
            <SummaryItem
              label={t.damageTaken}
              value={formatNumber(asDefender ? result.attackerDamage : result.defenderDamage)}
            />
            <SummaryItem
              label={t.finalHp(result.attackerName)}
              value={formatNumber(result.attackerFinalHp)}
            />
            <SummaryItem
              label={t.finalHp(result.defenderName)}
              value={formatNumber(result.defenderFinalHp)}
            />
            <SummaryItem label={t.xp} value={xp.value} extra={xp.extra} testId="summary-xp" />
            {money && (
              <SummaryItem
                label={money.label}
                value={money.value}
                extra={money.extra}
                testId="summary-money"
              />
            )}
          </dl>
          {(selfHospitalized || otherHospitalized) && (
            <ul className="flex flex-col gap-1 text-sm text-sky-200">
              {selfHospitalized && (
                <li className="flex items-center gap-2">
                  <Ambulance className="size-4" aria-hidden />
                  {t.hospitalized(minutes)}
                </li>
              )}
              {otherHospitalized && (
                <li className="flex items-center gap-2">
                  <Ambulance className="size-4" aria-hidden />
                  {t.opponentHospitalized(opponent, minutes)}
                </li>
              )}
            </ul>
          )}
          <Link
            to="/dashboard"
            className={buttonClass('primary', 'w-full sm:w-fit')}
            data-testid="fight-back"
          >
            {t.back}
          </Link>
          <FairnessLink proofId={result.fairness?.proofId} />
        </section>
      </CombatLog>
    </SectionPage>
  );
}
