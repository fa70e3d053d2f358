import { Plus } from 'lucide-react';
import {
  getGetRankingsQueryKey,
  useCreateRanking,
  useDeleteRanking,
  useGetRankings,
  useUpdateRanking,
} from '../../../api/generated/admin/admin';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import { DeleteButton, EditButton, StatusPill } from '../CatalogueItemControls';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { DELETE_CONFIRMATION, useAdminEditor } from '../use-admin-editor';
import { formToRankingBody, RANKING_FORM_DEFAULTS, rankingToForm } from './ranking-form';
import { RankingForm } from './RankingForm';

/**
 * Spec 002 section 2.6: the rank ladder as a table sorted by rank number (rank, title, required
 * points, power bonus, defense bonus, status, actions) and a create/edit form.
 */
export function AdminRankingsSection() {
  const t = ar.adminRankings;
  const ranks = useGetRankings({ query: { staleTime: 30_000 } });
  const editor = useAdminEditor({
    items: ranks.data,
    invalidates: [getGetRankingsQueryKey()],
    messages: t,
    create: useCreateRanking(),
    update: useUpdateRanking(),
    remove: useDeleteRanking(),
  });

  if (editor.mode.kind !== 'list')
    return (
      <RankingForm
        key={editor.formKey}
        mode={editor.mode.kind}
        initial={editor.editing ? rankingToForm(editor.editing) : RANKING_FORM_DEFAULTS}
        pending={editor.saving}
        onSubmit={(values) => editor.save(formToRankingBody(values))}
        onCancel={editor.showList}
      />
    );

  const list = [...(ranks.data ?? [])].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const col = t.columns;
  return (
    <div className="flex flex-col gap-4" data-testid="admin-rankings">
      <div className="flex justify-end">
        <Button data-testid="admin-ranking-add" onClick={editor.startCreate}>
          <Plus className="size-5" aria-hidden />
          {t.add}
        </Button>
      </div>
      {ranks.isError && (
        <ErrorPanel
          detail={errorText(ranks.error, { fallback: ar.adminCommon.loadFailed })}
          onRetry={() => ranks.refetch()}
        />
      )}
      {ranks.isPending && <div className="h-48 animate-pulse rounded-3xl bg-night-900/80" />}
      {ranks.data && list.length === 0 && <EmptyState title={t.empty} />}
      {list.length > 0 && (
        <DataTable
          rows={list}
          rowKey={(rank) => rank.id}
          rowProps={() => ({ 'data-testid': 'admin-ranking-row' })}
          minWidthClass="min-w-[640px]"
          columns={[
            {
              key: 'rank',
              header: col.rank,
              className: 'font-black text-gold-300',
              cell: (rank) => formatNumber(rank.rank),
            },
            {
              key: 'title',
              header: col.title,
              className: 'font-bold text-white',
              cell: (rank) => rank.title,
            },
            {
              key: 'requiredPoints',
              header: col.requiredPoints,
              className: 'text-night-200',
              cell: (rank) => formatNumber(rank.requiredPoints),
            },
            {
              key: 'powerBonus',
              header: col.powerBonus,
              className: 'text-night-200',
              cell: (rank) => `+${formatNumber(rank.powerBonus)}`,
            },
            {
              key: 'defenseBonus',
              header: col.defenseBonus,
              className: 'text-night-200',
              cell: (rank) => `+${formatNumber(rank.defenseBonus)}`,
            },
            { key: 'status', header: col.status, cell: (rank) => <StatusPill enabled={rank.isActive} /> },
          ]}
          actionsHeader={col.actions}
          actions={(rank) => (
            <>
              <EditButton onClick={() => editor.startEdit(rank.id)} />
              <DeleteButton onClick={() => editor.askDelete(rank)} />
            </>
          )}
        />
      )}
      <ConfirmDialog {...DELETE_CONFIRMATION} {...editor.deleteDialog} question={t.confirmDelete} />
    </div>
  );
}
