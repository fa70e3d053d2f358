import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useGetRollProof } from '../../api/generated/fairness/fairness';
import type { RollProofDto } from '../../api/generated/model/rollProofDto';
import type {
  CombatRollInputs,
  CrimeRollInputs,
  ProvenFighter,
  RollInputs,
  RollOutcome,
} from '../../lib/fairness-rules';
import { arFairness } from '../../i18n/ar-fairness';
import { countOf, MINUTES } from '../../lib/count';
import { formatLongDateTime, formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { checkProof } from './replay';

const t = arFairness.fairness;

/** One past roll: its inputs, and once its seed is revealed, the browser's replay line by line. */
export function ProofPanel({ proofId }: { proofId: string }) {
  const proof = useGetRollProof(proofId);
  if (proof.isPending) return <p className="text-night-300">{t.proofLoading}</p>;
  if (proof.isError || !proof.data)
    return (
      <p className="text-blood-300" data-testid="proof-missing">
        {t.proofMissing}
      </p>
    );
  const data = proof.data;
  return (
    <section
      data-testid="proof-panel"
      className="flex flex-col gap-4 rounded-3xl border border-night-800 bg-night-900/70 p-4 sm:p-6"
    >
      <h2 className="text-lg font-bold text-white">
        {t.proofTitle}: {t.kinds[data.kind]} · {formatLongDateTime(data.createdAt)}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Field label={t.commitment} value={data.commitment} mono />
        <Field label={t.clientSeed} value={data.clientSeed} mono />
        <Field label={t.nonce} value={String(data.nonce)} mono />
        <Field label={t.draws} value={String(data.draws)} mono />
        <Field label={t.ruleVersion} value={data.ruleVersion} mono />
        {data.serverSeed && <Field label={t.revealedSeed} value={data.serverSeed} mono />}
      </dl>
      <Inputs inputs={data.inputs as unknown as RollInputs} />
      {data.serverSeed ? (
        <Replay proof={data} serverSeed={data.serverSeed} />
      ) : (
        <p className="rounded-2xl bg-amber-950/40 px-4 py-3 text-amber-200" data-testid="proof-hidden">
          {t.notRevealed}
        </p>
      )}
    </section>
  );
}

function Replay({ proof, serverSeed }: { proof: RollProofDto; serverSeed: string }) {
  const check = useQuery({
    queryKey: ['fairness-replay', proof.proofId, serverSeed],
    queryFn: () =>
      checkProof({
        serverSeed,
        commitment: proof.commitment,
        clientSeed: proof.clientSeed,
        nonce: proof.nonce,
        draws: proof.draws,
        inputs: proof.inputs as unknown as RollInputs,
        outcome: proof.outcome as unknown as RollOutcome,
      }),
    staleTime: Infinity,
  });
  if (!check.data) return <p className="text-night-300">{t.verifying}</p>;
  const verdict = check.data;
  return (
    <div className="flex flex-col gap-3" data-testid="proof-verdict" data-matches={verdict.matches}>
      <Verdict
        ok={verdict.commitmentMatches}
        text={verdict.commitmentMatches ? t.commitmentOk : t.commitmentBad}
        testId="verdict-commitment"
      />
      {verdict.error ? (
        <Verdict ok={false} text={t.replayError(verdict.error)} testId="verdict-replay" />
      ) : (
        <Verdict ok={verdict.matches} text={verdict.matches ? t.agree : t.disagree} testId="verdict-replay" />
      )}
      <div className="flex flex-col overflow-hidden rounded-2xl border border-night-800 text-sm">
        <div className="hidden grid-cols-[12rem_1fr_1fr_2rem] gap-3 bg-night-800/70 px-3 py-2 font-semibold text-night-200 sm:grid">
          <span>{t.line}</span>
          <span>{t.stored}</span>
          <span>{t.replayed}</span>
          <span />
        </div>
        {verdict.lines.map((line) => (
          <div
            key={line.label}
            data-testid="replay-line"
            data-matches={line.matches}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-night-800 px-3 py-2 sm:grid-cols-[12rem_1fr_1fr_2rem]"
          >
            <span className="font-semibold text-night-300">{lineLabel(line.label)}</span>
            <span className="col-start-2 row-start-1 sm:col-start-4">
              {line.matches ? (
                <CheckCircle2 className="size-4 text-emerald-400" aria-label="✓" />
              ) : (
                <XCircle className="size-4 text-blood-400" aria-label="✗" />
              )}
            </span>
            <span className="col-span-2 text-night-100 sm:col-span-1 sm:col-start-2 sm:row-start-1">
              <span className="text-xs text-night-500 sm:hidden">{t.stored}: </span>
              {showValue(line.stored)}
            </span>
            <span className="col-span-2 text-night-100 sm:col-span-1 sm:col-start-3 sm:row-start-1">
              <span className="text-xs text-night-500 sm:hidden">{t.replayed}: </span>
              {showValue(line.replayed)}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

function Inputs({ inputs }: { inputs: RollInputs }) {
  return (
    <div className="flex flex-col gap-1 text-sm text-night-200" data-testid="proof-inputs">
      <h3 className="font-bold text-white">{t.inputs}</h3>
      {inputs.kind === 'crime' ? <CrimeInputs inputs={inputs} /> : <CombatInputs inputs={inputs} />}
    </div>
  );
}

function CrimeInputs({ inputs }: { inputs: CrimeRollInputs }) {
  return (
    <p>
      {inputs.crimeName}:{' '}
      {t.crimeTerms(formatPercent(inputs.terms.successRate), formatMoney(inputs.terms.reward))}
      {inputs.isVip ? ` · ${t.vip}` : ''}
    </p>
  );
}

function CombatInputs({ inputs }: { inputs: CombatRollInputs }) {
  return (
    <>
      <FighterLine role={t.attacker} fighter={inputs.attacker} />
      <FighterLine role={t.defender} fighter={inputs.defender} />
    </>
  );
}

function FighterLine({ role, fighter }: { role: string; fighter: ProvenFighter }) {
  const b = fighter.bonuses;
  return (
    <p>
      <span className="font-semibold text-night-100">{role}</span> —{' '}
      {t.fighterStats(
        fighter.name,
        formatNumber(fighter.level),
        formatNumber(fighter.hp),
        formatNumber(fighter.fame),
        formatNumber(fighter.defense),
      )}
      {fighter.isVip ? ` · ${t.vip}` : ''}
      <span className="block text-xs text-night-400">
        {t.bonuses(
          formatNumber(b.trainedStrength),
          formatNumber(b.strengthBonus),
          formatNumber(b.trainedDefense),
          formatNumber(b.defenseBonus),
          formatNumber(b.hpBonus),
          formatNumber(b.energyBonus),
        )}
      </span>
    </p>
  );
}

function Verdict({ ok, text, testId }: { ok: boolean; text: string; testId: string }) {
  return (
    <p
      data-testid={testId}
      data-ok={ok}
      className={`flex items-center gap-2 rounded-2xl px-4 py-3 font-semibold ${ok ? 'bg-emerald-950/40 text-emerald-200' : 'bg-blood-950/50 text-blood-200'}`}
    >
      {ok ? (
        <CheckCircle2 className="size-5 shrink-0" aria-hidden />
      ) : (
        <XCircle className="size-5 shrink-0" aria-hidden />
      )}
      {text}
    </p>
  );
}

export function Field({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-night-800/60 px-3 py-2">
      <dt className="text-xs text-night-400">{label}</dt>
      <dd
        className={`break-all text-night-100 ${mono ? 'font-mono text-xs' : ''}`}
        dir={mono ? 'ltr' : undefined}
      >
        {value}
      </dd>
    </div>
  );
}

/** A compared line's name in Arabic: `log[i]` is the i-th log line, the rest are outcome fields. */
function lineLabel(label: string): string {
  const log = /^log\[(\d+)\]$/.exec(label);
  if (log) return t.logLine(formatNumber(Number(log[1]) + 1));
  return t.fields[label] ?? label;
}

/** A compared value as the player reads it (the comparison itself is on the raw values). */
function showValue(raw: string): string {
  if (raw === 'true') return t.yes;
  if (raw === 'false') return t.no;
  if (raw === 'null') return t.none;
  if (/^-?\d+$/.test(raw)) return formatNumber(Number(raw));
  if (raw.startsWith('{')) {
    try {
      const value = JSON.parse(raw) as { kind?: string; minutes?: number };
      if (value.kind)
        return `${t.confinementKinds[value.kind] ?? value.kind} ${countOf(value.minutes ?? 0, MINUTES)}`;
    } catch {
      return raw;
    }
  }
  return raw;
}
