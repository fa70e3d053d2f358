import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
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
import { fieldClass } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { StatCard } from '../AdminListControls';
import { ConfirmDialog } from '../ConfirmDialog';
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
import { Pager } from './Pager';
import { errorText } from '../../../api/error-text';

const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-night-200';

/** Spec 002 section 2.13: stat cards, filters, cleanup buttons, the list and paging. */
export function AdminBlockedMessagesSection() {
  const t = ar.adminBlocked;
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<BlockedFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [cleanup, setCleanup] = useState<CleanupPreset | null>(null);
  const list = useListBlockedMessages(filtersToParams(filters, page), { query: { staleTime: 30_000 } });
  const stats = useGetBlockedMessageStatistics({ query: { staleTime: 30_000, retry: false } });
  const remove = useDeleteBlockedMessages();
  const closeConfirm = useCallback(() => setCleanup(null), []);
  const values = statValues(stats.data);

  const setFilter = <K extends keyof BlockedFilters>(key: K, value: BlockedFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  const onCleanup = () => {
    if (!cleanup) return;
    remove.mutate(
      { data: presetToBody(cleanup) },
      {
        onSuccess: (result) => {
          toast.success(result?.message || t.deleted);
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

      <fieldset className="grid gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-3 sm:grid-cols-3 lg:grid-cols-5">
        <legend className="px-1 text-sm font-bold text-night-300">{t.filters}</legend>
        <label className={labelClass}>
          {t.messageType}
          <select
            className={fieldClass(false)}
            value={filters.messageType}
            onChange={(event) => setFilter('messageType', event.target.value as BlockedMessageType | '')}
            data-testid="blocked-filter-type"
          >
            <option value="">{t.all}</option>
            {MESSAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t.category}
          <select
            className={fieldClass(false)}
            value={filters.category}
            onChange={(event) => setFilter('category', event.target.value as FilterCategory | '')}
            data-testid="blocked-filter-category"
          >
            <option value="">{t.all}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t.categories[category]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t.username}
          <input
            type="search"
            maxLength={50}
            className={fieldClass(false)}
            placeholder={t.usernamePlaceholder}
            value={filters.username}
            onChange={(event) => setFilter('username', event.target.value)}
            data-testid="blocked-filter-username"
          />
        </label>
        <label className={labelClass}>
          {t.dateFrom}
          <input
            type="date"
            className={fieldClass(false)}
            value={filters.dateFrom}
            onChange={(event) => setFilter('dateFrom', event.target.value)}
            data-testid="blocked-filter-from"
          />
        </label>
        <label className={labelClass}>
          {t.dateTo}
          <input
            type="date"
            className={fieldClass(false)}
            value={filters.dateTo}
            onChange={(event) => setFilter('dateTo', event.target.value)}
            data-testid="blocked-filter-to"
          />
        </label>
        <div className="flex items-end sm:col-span-3 lg:col-span-5">
          <Button
            variant="ghost"
            className="min-h-9 px-3 py-1 text-sm"
            onClick={() => {
              setFilters(EMPTY_FILTERS);
              setPage(1);
            }}
            data-testid="blocked-filter-reset"
          >
            {t.resetFilters}
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-col gap-2 rounded-2xl border border-night-800 bg-night-900/60 p-3">
        <p className="text-sm font-bold text-night-300">{t.cleanup}</p>
        <div className="flex flex-wrap gap-2">
          {CLEANUP_PRESETS.map((preset) => (
            <Button
              key={preset}
              variant="secondary"
              className="min-h-9 px-3 py-1 text-sm text-blood-300"
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
        open={cleanup !== null}
        question={cleanup ? t.cleanupQuestion(t.presets[cleanup]) : ''}
        pending={remove.isPending}
        onConfirm={onCleanup}
        onCancel={closeConfirm}
      />
    </div>
  );
}
