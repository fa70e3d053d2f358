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
import { DeleteButton, EditButton } from '../CatalogueItemControls';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DELETE_CONFIRMATION } from '../use-admin-editor';
import { useAdminEditor } from '../use-admin-editor';
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
    queryKey: getGetRankingsQueryKey(),
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
        <div className="overflow-x-auto rounded-2xl border border-night-800">
          <table className="w-full min-w-[640px] text-start text-sm">
            <thead className="bg-night-900 text-night-300">
              <tr>
                {[
                  col.rank,
                  col.title,
                  col.requiredPoints,
                  col.powerBonus,
                  col.defenseBonus,
                  col.status,
                  col.actions,
                ].map((label) => (
                  <th key={label} className="px-3 py-2 text-start font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((rank) => (
                <tr
                  key={rank.id}
                  data-testid="admin-ranking-row"
                  className="border-t border-night-800 bg-night-950/60"
                >
                  <td className="px-3 py-2 font-black text-gold-300">{formatNumber(rank.rank)}</td>
                  <td className="px-3 py-2 font-bold text-white">{rank.title}</td>
                  <td className="px-3 py-2 text-night-200">{formatNumber(rank.requiredPoints)}</td>
                  <td className="px-3 py-2 text-night-200">+{formatNumber(rank.powerBonus)}</td>
                  <td className="px-3 py-2 text-night-200">+{formatNumber(rank.defenseBonus)}</td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                        rank.isActive ? 'bg-emerald-500/15 text-emerald-300' : 'bg-night-800 text-night-400'
                      }`}
                    >
                      {rank.isActive ? ar.adminCommon.enabled : ar.adminCommon.disabled}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-1">
                      <EditButton onClick={() => editor.startEdit(rank.id)} />
                      <DeleteButton onClick={() => editor.askDelete(rank)} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog {...DELETE_CONFIRMATION} {...editor.deleteDialog} question={t.confirmDelete} />
    </div>
  );
}
