import { CheckCircle2, XCircle } from 'lucide-react';
import { useGetEconomyAudit } from '../../../api/generated/admin/admin';
import type { CurrencyAuditDto } from '../../../api/generated/model/currencyAuditDto';
import type { ReasonTotalDto } from '../../../api/generated/model/reasonTotalDto';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';

const reasonLabel = (reason: string) => ar.adminOverview.audit.reasons[reason] ?? reason;

function ReasonList({ title, rows, total }: { title: string; rows: ReasonTotalDto[]; total: number }) {
  const t = ar.adminOverview.audit;
  return (
    <div className="min-w-0">
      <h5 className="mb-1 text-sm font-bold text-night-200">
        {title}: <span className="text-white">{formatNumber(total)}</span>
      </h5>
      {rows.length === 0 ? (
        <p className="text-xs text-night-500">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-0.5 text-xs">
          {rows.map((row) => (
            <li key={row.reason} className="flex justify-between gap-2">
              <span className="truncate text-night-300" title={row.reason}>
                {reasonLabel(row.reason)}
              </span>
              <span className="font-bold text-night-100">{formatNumber(row.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CurrencyBooks({ books }: { books: CurrencyAuditDto }) {
  const t = ar.adminOverview.audit;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl bg-night-800/60 p-3"
      data-testid={`audit-${books.currency}`}
      data-balanced={books.balanced}
    >
      <header className="flex items-center justify-between gap-2">
        <h4 className="font-bold text-white">{books.currency === 'money' ? t.money : t.blackcoins}</h4>
        <span className={`text-xs font-bold ${books.balanced ? 'text-emerald-300' : 'text-blood-300'}`}>
          {books.balanced ? t.balanced : t.unbalanced} · {t.ledgerSum}: {formatNumber(books.ledgerSum)}
        </span>
      </header>
      <div className="grid gap-3 sm:grid-cols-3">
        <ReasonList title={t.created} rows={books.created} total={books.totalCreated} />
        <ReasonList title={t.destroyed} rows={books.destroyed} total={books.totalDestroyed} />
        <div className="min-w-0">
          <h5 className="mb-1 text-sm font-bold text-night-200">
            {t.held}: <span className="text-white">{formatNumber(books.totalHeld)}</span>
          </h5>
          <ul className="flex flex-col gap-0.5 text-xs">
            {books.held.map((row) => (
              <li key={row.kind} className="flex justify-between gap-2">
                <span className="text-night-300">{t.kinds[row.kind] ?? row.kind}</span>
                <span className="font-bold text-night-100">{formatNumber(row.amount)}</span>
              </li>
            ))}
          </ul>
          {books.legacy.length > 0 && (
            <p className="mt-1 text-xs text-night-400">
              {t.legacy}: {formatNumber(books.totalLegacy)}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

/** The live economy audit: created and destroyed by reason, what is held where, whether it balances. */
export function EconomyAuditPanel() {
  const audit = useGetEconomyAudit({ query: { staleTime: 30_000 } });
  const t = ar.adminOverview.audit;
  return (
    <section className="rounded-2xl border border-night-800 bg-night-900/60 p-4" data-testid="economy-audit">
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold text-white">{t.title}</h3>
        {audit.data && (
          <span
            data-testid="audit-status"
            data-ok={audit.data.ok}
            className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold ${
              audit.data.ok ? 'bg-emerald-500/15 text-emerald-300' : 'bg-blood-600/20 text-blood-300'
            }`}
          >
            {audit.data.ok ? (
              <CheckCircle2 className="size-4" aria-hidden />
            ) : (
              <XCircle className="size-4" aria-hidden />
            )}
            {audit.data.ok ? t.balanced : t.unbalanced}
          </span>
        )}
      </header>
      {audit.isError ? (
        <p className="text-sm text-blood-300">{t.error}</p>
      ) : !audit.data ? (
        <div className="h-32 animate-pulse rounded-xl bg-night-800" />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="grid gap-3 lg:grid-cols-2">
            {audit.data.currencies.map((books) => (
              <CurrencyBooks key={books.currency} books={books} />
            ))}
          </div>
          <p className="text-xs text-night-400">
            {t.mismatched(formatNumber(audit.data.mismatchedAccounts.length))} ·{' '}
            {t.unbalancedTransfers(formatNumber(audit.data.unbalancedTransfers.length))} ·{' '}
            {t.checkedAt(formatLongDateTime(audit.data.checkedAt) ?? '')}
          </p>
        </div>
      )}
    </section>
  );
}
