import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { CalendarDays, CalendarRange, ShieldBan, Trash2 } from 'lucide-react';
import {
  getGetBlockedMessageStatisticsQueryKey,
  getListBlockedMessagesQueryKey,
  useDeleteBlockedMessages,
  useGetBlockedMessageStatistics,
  useListBlockedMessages,
} from '../../../api/generated/moderation/moderation';
import type { BlockedMessageType } from '../../../api/generated/model/blockedMessageType';
import type { FilterCategory } from '../../../api/generated/model/filterCategory';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { FilterPanel } from '../../../components/FilterPanel';
import { exportBlockedMessages } from '../../../api/generated/admin-exports/admin-exports';
import { ExportButton } from '../ExportButton';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { StatCard } from '../AdminListControls';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DELETE_CONFIRMATION } from '../use-admin-editor';
import { useListFilters } from '../use-list-filters';
import { BlockedMessageList } from './BlockedMessageList';
import {
  CATEGORIES,
  CLEANUP_PRESETS,
  EMPTY_FILTERS,
  filtersToParams,
  MESSAGE_TYPES,
  presetToBody,
  statValues,
  type BlockedFilters,
  type CleanupPreset,
} from './blocked-messages';
import { Pager } from '../../../components/Pager';
import { errorText } from '../../../api/error-text';

/** Spec 002 section 2.13: stat cards, filters, cleanup buttons, the list and paging. */
export function AdminBlockedMessagesSection() {
  const t = ar.adminBlocked;
  const queryClient = useQueryClient();
  const { filters, setFilter, page, setPage, reset } = useListFilters<BlockedFilters>(EMPTY_FILTERS);
  const [cleanup, setCleanup] = useState<CleanupPreset | null>(null);
  const list = useListBlockedMessages(filtersToParams(filters, page), { query: { staleTime: 30_000 } });
  const stats = useGetBlockedMessageStatistics({ query: { staleTime: 30_000, retry: false } });
  const remove = useDeleteBlockedMessages();
  const closeConfirm = useCallback(() => setCleanup(null), []);
  const values = statValues(stats.data);

  const onCleanup = () => {
    if (!cleanup) return;
    remove.mutate(
      { data: presetToBody(cleanup) },
      {
        onSuccess: (result) => {
          toast.success(t.deleted(result.deleted));
          setCleanup(null);
          setPage(1);
          void queryClient.invalidateQueries({ queryKey: getListBlockedMessagesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getGetBlockedMessageStatisticsQueryKey() });
        },
        onError: (error) => toast.error(errorText(error, { fallback: t.deleteFailed })),
      },
    );
  };

  const totalPages = list.data?.totalPages ?? 0;

  return (
    <div className="flex flex-col gap-4" data-testid="admin-blocked-messages">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label={t.total}
          value={values.total}
          testId="blocked-stat-total"
          icon={<ShieldBan className="size-5 text-blood-400" aria-hidden />}
        />
        <StatCard
          label={t.today}
          value={values.today}
          testId="blocked-stat-today"
          icon={<CalendarDays className="size-5 text-gold-400" aria-hidden />}
        />
        <StatCard
          label={t.thisWeek}
          value={values.thisWeek}
          testId="blocked-stat-week"
          icon={<CalendarRange className="size-5 text-emerald-400" aria-hidden />}
        />
      </div>

      <FilterPanel
        legend={t.filters}
        columnsClass="sm:grid-cols-3 lg:grid-cols-5"
        resetLabel={t.resetFilters}
        onReset={reset}
        resetTestId="blocked-filter-reset"
        footer={
          <ExportButton
            kind="blocked-messages"
            download={(options) => exportBlockedMessages(filtersToParams(filters, 1), options)}
            testId="blocked-export"
          />
        }
      >
        <SelectField
          label={t.messageType}
          placeholder={t.all}
          options={MESSAGE_TYPES.map((type) => ({ value: type, label: t.types[type] }))}
          value={filters.messageType}
          onChange={(event) => setFilter('messageType', event.target.value as BlockedMessageType | '')}
          data-testid="blocked-filter-type"
        />
        <SelectField
          label={t.category}
          placeholder={t.all}
          options={CATEGORIES.map((category) => ({ value: category, label: t.categories[category] }))}
          value={filters.category}
          onChange={(event) => setFilter('category', event.target.value as FilterCategory | '')}
          data-testid="blocked-filter-category"
        />
        <TextField
          type="search"
          label={t.username}
          maxLength={50}
          placeholder={t.usernamePlaceholder}
          value={filters.username}
          onChange={(event) => setFilter('username', event.target.value)}
          data-testid="blocked-filter-username"
        />
        <DateRangeFilter range={filters} onChange={setFilter} labels={t} testIdPrefix="blocked-filter" />
      </FilterPanel>

      <div className="flex flex-col gap-2 rounded-2xl border border-night-800 bg-night-900/60 p-3">
        <p className="text-sm font-bold text-night-300">{t.cleanup}</p>
        <div className="flex flex-wrap gap-2">
          {CLEANUP_PRESETS.map((preset) => (
            <Button
              key={preset}
              variant="secondary"
              size="sm"
              className="text-blood-300"
              onClick={() => setCleanup(preset)}
              data-testid={`blocked-cleanup-${preset}`}
            >
              <Trash2 className="size-4" aria-hidden />
              {t.presets[preset]}
            </Button>
          ))}
        </div>
      </div>

      {list.isError ? (
        <ErrorPanel
          detail={errorText(list.error, { fallback: t.loadFailed })}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div className="h-48 animate-pulse rounded-2xl bg-night-900/80" />
      ) : (
        <BlockedMessageList messages={list.data.blockedMessages} />
      )}
      {totalPages > 1 && <Pager page={page} totalPages={totalPages} onPage={setPage} />}

      <ConfirmDialog
        {...DELETE_CONFIRMATION}
        open={cleanup !== null}
        question={cleanup ? t.cleanupQuestion(t.presets[cleanup]) : ''}
        pending={remove.isPending}
        onConfirm={onCleanup}
        onCancel={closeConfirm}
      />
    </div>
  );
}
