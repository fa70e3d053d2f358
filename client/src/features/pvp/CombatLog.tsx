import type { ReactNode } from 'react';
import { ScrollText } from 'lucide-react';
import { arPvp } from '../../i18n/ar-pvp';
import { useLogReveal } from './use-log-reveal';

/**
 * A battle log revealed one line every 400 ms; 400 ms after the last line the summary appears
 * (spec 000 section 2). Shared by the fight and the contract result screens.
 */
export function CombatLog({ log, children }: { log: readonly string[]; children: ReactNode }) {
  const { visible, summary } = useLogReveal(log.length);
  return (
    <div className="flex flex-col gap-5">
      <section className="rounded-3xl border border-night-800 bg-night-900/70 p-4 sm:p-6">
        <h2 className="mb-3 flex items-center gap-2 text-lg font-bold text-white">
          <ScrollText className="size-5 text-blood-400" aria-hidden />
          {arPvp.fightFlow.log}
        </h2>
        <ol className="flex flex-col gap-2" data-testid="combat-log" aria-live="polite">
          {log.slice(0, visible).map((line, i) => (
            <li
              key={i}
              data-testid="combat-log-line"
              className="rounded-xl bg-night-950/70 px-3 py-2 text-sm leading-6 text-night-100 sm:text-base"
            >
              {line}
            </li>
          ))}
        </ol>
      </section>
      {summary && <div data-testid="combat-summary">{children}</div>}
    </div>
  );
}

/** One figure of a result summary. */
export function SummaryItem({
  label,
  value,
  extra,
  testId,
}: {
  label: string;
  value: string;
  /** The VIP extra shown under the base value. */
  extra?: string;
  testId?: string;
}) {
  return (
    <div className="flex flex-col gap-0.5 rounded-2xl bg-night-800/70 p-3" data-testid={testId}>
      <dt className="text-xs text-night-300">{label}</dt>
      <dd className="text-lg font-bold text-white">{value}</dd>
      {extra && (
        <dd className="text-xs font-bold text-gold-300" data-testid={testId ? `${testId}-vip` : undefined}>
          {extra}
        </dd>
      )}
    </div>
  );
}
