import { useListAuditLog } from '../../../api/generated/admin/admin';
import type { AuditLogEntryDto } from '../../../api/generated/model/auditLogEntryDto';
import type { AuditTargetType } from '../../../api/generated/model/auditTargetType';
import { errorText } from '../../../api/error-text';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { FilterPanel } from '../../../components/FilterPanel';
import { exportAuditLog } from '../../../api/generated/admin-exports/admin-exports';
import { ExportButton } from '../ExportButton';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { Pager } from '../../../components/Pager';
import {
  AUDIT_TARGET_TYPES,
  auditParams,
  EMPTY_AUDIT_FILTERS,
  fieldChanges,
  type AuditFilters,
} from './audit-log';
import { useListFilters } from '../use-list-filters';

/**
 * Issue 30, part 3: every admin action (who, what, on whom, before and after, when, from which
 * address), filtered by admin, action, target and game day, newest first, 50 a page.
 */
export function AdminAuditLogSection() {
  const t = ar.adminAuditLog;
  const { filters, setFilter, page, setPage, reset } = useListFilters<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const list = useListAuditLog(auditParams(filters, page), { query: { staleTime: 15_000 } });
  const text = (
    key: 'admin' | 'action' | 'targetId',
    label: string,
    maxLength: number,
    placeholder: string,
  ) => (
    <TextField
      type="search"
      label={label}
      maxLength={maxLength}
      placeholder={placeholder}
      value={filters[key]}
      onChange={(event) => setFilter(key, event.target.value)}
      data-testid={`audit-filter-${key}`}
    />
  );

  return (
    <div className="flex flex-col gap-4" data-testid="admin-audit-log">
      <FilterPanel
        legend={t.filters}
        columnsClass="sm:grid-cols-2 lg:grid-cols-3"
        resetLabel={t.resetFilters}
        onReset={reset}
        resetTestId="audit-filter-reset"
        footer={
          <ExportButton
            kind="audit-log"
            download={(options) => exportAuditLog(auditParams(filters, 1), options)}
            testId="audit-export"
          />
        }
      >
        {text('admin', t.admin, 50, t.adminPlaceholder)}
        {text('action', t.action, 100, t.actionPlaceholder)}
        <SelectField
          label={t.targetType}
          placeholder={t.all}
          options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t.targetTypes[type] }))}
          value={filters.targetType}
          onChange={(event) => setFilter('targetType', event.target.value as AuditTargetType | '')}
          data-testid="audit-filter-targetType"
        />
        {text('targetId', t.targetId, 200, t.targetIdPlaceholder)}
        <DateRangeFilter range={filters} onChange={setFilter} labels={t} testIdPrefix="audit-filter" />
      </FilterPanel>

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
