import { useState } from 'react';
import { useListAuditLog } from '../../../api/generated/admin/admin';
import type { AuditLogEntryDto } from '../../../api/generated/model/auditLogEntryDto';
import type { AuditTargetType } from '../../../api/generated/model/auditTargetType';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { fieldClass } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { Pager } from '../blocked-messages/Pager';
import {
  AUDIT_TARGET_TYPES,
  auditParams,
  EMPTY_AUDIT_FILTERS,
  fieldChanges,
  type AuditFilters,
} from './audit-log';

const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-night-200';

/**
 * Issue 30, part 3: every admin action (who, what, on whom, before and after, when, from which
 * address), filtered by admin, action, target and game day, newest first, 50 a page.
 */
export function AdminAuditLogSection() {
  const t = ar.adminAuditLog;
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const list = useListAuditLog(auditParams(filters, page), { query: { staleTime: 15_000 } });

  const setFilter = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const text = (key: 'admin' | 'action' | 'targetId', maxLength: number, placeholder: string) => (
    <input
      type="search"
      maxLength={maxLength}
      className={fieldClass(false)}
      placeholder={placeholder}
      value={filters[key]}
      onChange={(event) => setFilter(key, event.target.value)}
      data-testid={`audit-filter-${key}`}
    />
  );

  return (
    <div className="flex flex-col gap-4" data-testid="admin-audit-log">
      <fieldset className="grid gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 text-sm font-bold text-night-300">{t.filters}</legend>
        <label className={labelClass}>
          {t.admin}
          {text('admin', 50, t.adminPlaceholder)}
        </label>
        <label className={labelClass}>
          {t.action}
          {text('action', 100, t.actionPlaceholder)}
        </label>
        <label className={labelClass}>
          {t.targetType}
          <select
            className={fieldClass(false)}
            value={filters.targetType}
            onChange={(event) => setFilter('targetType', event.target.value as AuditTargetType | '')}
            data-testid="audit-filter-targetType"
          >
            <option value="">{t.all}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.targetTypes[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t.targetId}
          {text('targetId', 200, t.targetIdPlaceholder)}
        </label>
        <label className={labelClass}>
          {t.dateFrom}
          <input
            type="date"
            className={fieldClass(false)}
            value={filters.dateFrom}
            onChange={(event) => setFilter('dateFrom', event.target.value)}
            data-testid="audit-filter-from"
          />
        </label>
        <label className={labelClass}>
          {t.dateTo}
          <input
            type="date"
            className={fieldClass(false)}
            value={filters.dateTo}
            onChange={(event) => setFilter('dateTo', event.target.value)}
            data-testid="audit-filter-to"
          />
        </label>
        <div className="flex items-end sm:col-span-2 lg:col-span-3">
          <Button
            variant="ghost"
            className="min-h-9 px-3 py-1 text-sm"
            onClick={() => {
              setFilters(EMPTY_AUDIT_FILTERS);
              setPage(1);
            }}
            data-testid="audit-filter-reset"
          >
            {t.resetFilters}
          </Button>
        </div>
      </fieldset>

      {list.isError ? (
        <ErrorPanel
          detail={errorText(list.error, { fallback: t.loadFailed })}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div className="h-48 animate-pulse rounded-2xl bg-night-900/80" />
      ) : (
        <>
          <p className="text-sm text-night-300" data-testid="audit-total" data-value={list.data.total}>
            {t.total(formatNumber(list.data.total))}
          </p>
          {list.data.entries.length === 0 ? (
            <p className="rounded-2xl bg-night-900/60 p-6 text-center text-night-400">{t.empty}</p>
          ) : (
            <ol className="flex flex-col gap-2" data-testid="audit-entries">
              {list.data.entries.map((entry) => (
                <AuditEntry key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          {list.data.totalPages > 1 && (
            <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} />
          )}
        </>
      )}
    </div>
  );
}

/** One entry: action and time, admin and address, target, and the fields it changed. */
function AuditEntry({ entry }: { entry: AuditLogEntryDto }) {
  const t = ar.adminAuditLog;
  const changes = fieldChanges(entry.before, entry.after);
  const label = ar.adminCharacters.actions[entry.action];
  return (
    <li
      className="flex flex-col gap-1.5 rounded-2xl border border-night-800 bg-night-900/80 p-3 text-sm"
      data-testid="audit-entry"
      data-action={entry.action}
      data-target-type={entry.targetType}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {label ? (
          <span className="font-bold text-white">{label}</span>
        ) : (
          <span dir="ltr" className="break-all font-mono text-xs font-bold text-white">
            {entry.action}
          </span>
        )}
        <span className="text-xs text-night-400">{formatLongDateTime(entry.createdAt)}</span>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-night-300">
        <span data-testid="audit-admin">{ar.adminCharacters.auditBy(entry.adminUsername ?? '—')}</span>
        <span>
          {t.on} {t.targetTypes[entry.targetType]}:{' '}
          <span className="font-bold text-night-100" data-testid="audit-target">
            {entry.targetName ?? <bdi className="break-all font-mono">{entry.targetId}</bdi>}
          </span>
        </span>
        <span>
          {t.from}{' '}
          <bdi dir="ltr" className="font-mono" data-testid="audit-ip">
            {entry.ip ?? '—'}
          </bdi>
        </span>
      </div>
      {changes.length > 0 && (
        <ul
          className="flex flex-col gap-0.5 rounded-xl bg-night-950/60 px-2 py-1.5 font-mono text-[11px] text-night-300"
          dir="ltr"
        >
          {changes.map((change) => (
            <li key={change.field} className="break-all" data-testid="audit-change">
              <span className="text-night-400">{change.field}:</span> {change.before} →{' '}
              <span className="text-white">{change.after}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
