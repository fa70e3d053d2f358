import { useState } from 'react';
import { Check, Clock, Eye } from 'lucide-react';
import { useDebounce } from 'use-debounce';
import type { AdminSuggestionDto } from '../../../api/generated/model/adminSuggestionDto';
import { SuggestionStatus } from '../../../api/generated/model/suggestionStatus';
import {
  getGetSuggestionStatsQueryKey,
  getListSuggestionsQueryKey,
  useDeleteSuggestion,
  useGetSuggestionStats,
  useListSuggestions,
  useUpdateSuggestionStatus,
} from '../../../api/generated/suggestions/suggestions';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { TextField } from '../../../components/TextField';
import { SelectField } from '../../../components/SelectField';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { DeleteButton } from '../CatalogueItemControls';
import { DELETE_CONFIRMATION, useAdminOutcome, useDeleteConfirmation } from '../use-admin-editor';
import { allowedMoves, doneStep, SUGGESTION_SEARCH_DEBOUNCE_MS } from './suggestion-actions';
import { SuggestionDetailDialog, SuggestionNotesDialog } from './SuggestionDialogs';

const STATUS_TONE: Record<SuggestionStatus, string> = {
  unread: 'bg-night-700 text-night-100',
  pending: 'bg-amber-500/15 text-amber-300',
  done: 'bg-emerald-500/15 text-emerald-300',
};

/**
 * Spec 001 sections 2.10, 4, 8, 9: status cards (total, unread, pending, done; stale after 60 s), a
 * search debounced 300 ms, a status filter, the table, the detail and notes modals, and delete after
 * confirmation. Only the allowed moves are offered.
 */
export function AdminSuggestionsSection() {
  const t = ar.adminSuggestions;
  const s = ar.suggestions;
  const [search, setSearch] = useState('');
  const [debounced] = useDebounce(search.trim(), SUGGESTION_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<SuggestionStatus | 'all'>('all');
  const params = { ...(debounced ? { search: debounced } : {}), ...(status === 'all' ? {} : { status }) };
  // The rows on screen stay while a new search or filter loads (as the other debounced admin lists do):
  // the table is not swapped for a placeholder under the admin's pointer.
  const list = useListSuggestions(params, {
    query: { staleTime: 30_000, placeholderData: (previous) => previous },
  });
  const stats = useGetSuggestionStats({ query: { staleTime: 60_000 } });
  const update = useUpdateSuggestionStatus();
  const [viewing, setViewing] = useState<AdminSuggestionDto | null>(null);
  const [askingNotes, setAskingNotes] = useState<AdminSuggestionDto | null>(null);
  const outcome = useAdminOutcome([getListSuggestionsQueryKey(), getGetSuggestionStatsQueryKey()]);
  const deletion = useDeleteConfirmation<AdminSuggestionDto>(useDeleteSuggestion(), outcome, t);

  const move = (suggestion: AdminSuggestionDto, to: SuggestionStatus, adminNotes?: string) =>
    update.mutate(
      { id: suggestion.id, data: { status: to, ...(adminNotes !== undefined ? { adminNotes } : {}) } },
      outcome(t.updated, t.updateFailed, () => setAskingNotes(null)),
    );

  const markDone = (suggestion: AdminSuggestionDto) => {
    const step = doneStep(suggestion);
    if (step.kind === 'askNotes') setAskingNotes(suggestion);
    else move(suggestion, 'done', step.adminNotes);
  };

  const cards = (['total', 'unread', 'pending', 'done'] as const).map((key) => ({
    key,
    label: t.stats[key],
    value: stats.data?.[key],
  }));

  return (
    <div className="flex flex-col gap-4" data-testid="admin-suggestions">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {cards.map((card) => (
          <div key={card.key} className="rounded-2xl border border-night-800 bg-night-900 p-3 text-center">
            <p className="text-sm text-night-400">{card.label}</p>
            <p className="text-2xl font-black text-white" data-testid={`suggestions-stat-${card.key}`}>
              {card.value === undefined ? '…' : formatNumber(card.value)}
            </p>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          type="search"
          label={t.search}
          className="min-w-0 flex-1 basis-60"
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="suggestions-search"
        />
        <SelectField
          label={t.statusFilter}
          value={status}
          onChange={(event) => setStatus(event.target.value as SuggestionStatus | 'all')}
          data-testid="suggestions-status-filter"
        >
          <option value="all">{t.all}</option>
          {Object.values(SuggestionStatus).map((value) => (
            <option key={value} value={value}>
              {s.statuses[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isError && (
        <ErrorPanel
          detail={errorText(list.error, { fallback: t.loadFailed })}
          onRetry={() => list.refetch()}
        />
      )}
      {list.isPending && <div className="h-40 animate-pulse rounded-2xl bg-night-900/80" />}
      {list.data && list.data.suggestions.length === 0 && <EmptyState title={t.empty} />}
      {list.data && list.data.suggestions.length > 0 && (
        <DataTable
          rows={list.data.suggestions}
          rowKey={(suggestion) => suggestion.id}
          rowProps={(suggestion) => ({
            'data-testid': 'admin-suggestion-row',
            'data-status': suggestion.status,
          })}
          columns={[
            {
              key: 'type',
              header: t.columns.type,
              className: 'text-night-200',
              cell: (suggestion) => s.types[suggestion.type],
            },
            {
              key: 'title',
              header: t.columns.title,
              className: 'max-w-64 break-words font-bold text-white',
              cell: (suggestion) => suggestion.title,
            },
            {
              key: 'user',
              header: t.columns.user,
              className: 'text-night-200',
              cell: (suggestion) => suggestion.user.username,
            },
            {
              key: 'status',
              header: t.columns.status,
              cell: (suggestion) => (
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONE[suggestion.status]}`}
                >
                  {s.statuses[suggestion.status]}
                </span>
              ),
            },
            {
              key: 'date',
              header: t.columns.date,
              className: 'text-xs text-night-400',
              cell: (suggestion) => formatLongDateTime(suggestion.createdAt),
            },
          ]}
          actionsHeader={t.columns.actions}
          actions={(suggestion) => {
            const moves = allowedMoves(suggestion.status);
            return (
              <>
                <Button variant="secondary" size="sm" onClick={() => setViewing(suggestion)}>
                  <Eye className="size-4" aria-hidden />
                  {t.view}
                </Button>
                {moves.includes('pending') && (
                  <Button variant="secondary" size="sm" onClick={() => move(suggestion, 'pending')}>
                    <Clock className="size-4" aria-hidden />
                    {t.markPending}
                  </Button>
                )}
                {moves.includes('done') && (
                  <Button size="sm" onClick={() => markDone(suggestion)} data-testid="suggestion-mark-done">
                    <Check className="size-4" aria-hidden />
                    {t.markDone}
                  </Button>
                )}
                <DeleteButton onClick={() => deletion.askDelete(suggestion)} />
              </>
            );
          }}
        />
      )}
      <SuggestionDetailDialog suggestion={viewing} onClose={() => setViewing(null)} />
      {askingNotes && (
        <SuggestionNotesDialog
          open
          pending={update.isPending}
          onSave={(notes) => move(askingNotes, 'done', notes)}
          onClose={() => setAskingNotes(null)}
        />
      )}
      <ConfirmDialog {...DELETE_CONFIRMATION} {...deletion.deleteDialog} question={t.deleteQuestion} />
    </div>
  );
}
