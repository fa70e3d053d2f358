import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { History } from 'lucide-react';
import { useListCatalogueAuditLog } from '../../../api/generated/admin/admin';
import type { CatalogueAuditEntryDto } from '../../../api/generated/model/catalogueAuditEntryDto';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { SearchInput } from '../AdminListControls';
import { Pager } from '../../../components/Pager';
import { describeAuditAction } from './catalogue-audit';

/** Entries per page, the search debounce and how long a page stays fresh. */
export const CATALOGUE_AUDIT_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const STALE_MS = 30_000;

const VERB_TONE = {
  create: 'bg-emerald-500/15 text-emerald-300',
  update: 'bg-sky-500/15 text-sky-300',
  delete: 'bg-blood-600/20 text-blood-300',
  upload: 'bg-gold-500/15 text-gold-300',
} as const;

/**
 * The admins' catalogue changes (issue 15: every create, update, toggle and delete of a catalogue,
 * recorded by the request-audit interceptor), newest first, 20 a page, searched by action (a route
 * or a method, debounced, back to page 1). Each row: what was done in which section, by whom, when,
 * and the request it was (method, path and body, left to right).
 */
export function CatalogueAuditPanel() {
  const t = ar.adminOverview.catalogueAudit;
  const [searchText, setSearchText] = useState('');
  const [search] = useDebounce(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setPage(1);
  }
  const log = useListCatalogueAuditLog(
    { page, limit: CATALOGUE_AUDIT_PAGE_SIZE, ...(search ? { search } : {}) },
    { query: { staleTime: STALE_MS, placeholderData: (previous) => previous } },
  );
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-4"
      data-testid="catalogue-audit"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <History className="size-5 text-gold-400" aria-hidden />
        <h3 className="text-lg font-bold text-white">{t.title}</h3>
        {log.data && (
          <span className="text-xs text-night-400" data-testid="catalogue-audit-total">
            {t.total(formatNumber(log.data.total))}
          </span>
        )}
        <label className="flex w-full flex-col sm:ms-auto sm:w-72">
          <span className="sr-only">{t.search}</span>
          <SearchInput
            value={searchText}
            onChange={setSearchText}
            placeholder={t.searchPlaceholder}
            maxLength={100}
            testId="catalogue-audit-search"
          />
        </label>
      </header>
      {log.isError ? (
        <p className="text-sm text-blood-300">{t.error}</p>
      ) : !log.data ? (
        <div className="h-32 animate-pulse rounded-xl bg-night-800" />
      ) : log.data.entries.length === 0 ? (
        <p className="text-sm text-night-400" data-testid="catalogue-audit-empty">
          {search ? t.noMatch : t.empty}
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-1.5" data-testid="catalogue-audit-log">
            {log.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pager page={log.data.page} totalPages={log.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: CatalogueAuditEntryDto }) {
  const t = ar.adminOverview.catalogueAudit;
  const { verb, section } = describeAuditAction(entry.action);
  const request = entry.after as { path?: string; body?: unknown } | null;
  const [method, route] = entry.action.split(' ');
  return (
    <li className="min-w-0 rounded-xl bg-night-900 px-3 py-2 text-xs" data-testid="catalogue-audit-row">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`rounded-full px-2 py-0.5 font-bold ${VERB_TONE[verb]}`}>{t.verbs[verb]}</span>
        {section && <span className="font-bold text-white">{ar.admin.tabs[section]}</span>}
        {!entry.targetId.startsWith('/') && (
          <span className="text-night-300">
            {t.target(/^\d+$/.test(entry.targetId) ? formatNumber(Number(entry.targetId)) : entry.targetId)}
          </span>
        )}
        <span className="ms-auto text-night-400">{formatLongDateTime(entry.createdAt)}</span>
      </p>
      <p className="text-night-400">{t.by(entry.adminUsername ?? '—')}</p>
      <details className="mt-1">
        <summary className="cursor-pointer text-night-300">{t.details}</summary>
        <p className="mt-1 break-all font-mono text-[11px] text-night-300" dir="ltr">
          {method} {request?.path ?? route}
          {request?.body != null ? ` ${JSON.stringify(request.body)}` : ''}
        </p>
      </details>
    </li>
  );
}
