import { Plus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  getListMinistryMissionsForAdminQueryKey,
  useCreateMinistryMission,
  useDeleteMinistryMission,
  useListMinistryMissionsForAdmin,
  useUpdateMinistryMission,
} from '../../../api/generated/admin/admin';
import { getGetMinistryMissionsQueryKey } from '../../../api/generated/ministry-missions/ministry-missions';
import type { MinistryMissionListItemDto } from '../../../api/generated/model/ministryMissionListItemDto';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeleteButton, EditButton, StatusPill } from '../CatalogueItemControls';
import { Switch } from '../../../components/Switch';
import { DELETE_CONFIRMATION, useAdminEditor } from '../use-admin-editor';
import { MissionEditor } from './MissionEditor';
import { formToMissionBody, missionToForm, newMissionForm, type MissionForm } from './mission-form';

/**
 * Spec 002 sections 2.9, 4, 5, 8, 9: the missions list (pages and endings counts, creation date, the
 * active toggle, edit, delete) and the create and edit views with the scene editor.
 */
export function AdminMinistryMissionsSection() {
  const t = ar.adminMissions;
  const missions = useListMinistryMissionsForAdmin({ query: { staleTime: 30_000 } });
  const update = useUpdateMinistryMission();
  const editor = useAdminEditor({
    items: missions.data?.data,
    invalidates: [getListMinistryMissionsForAdminQueryKey(), getGetMinistryMissionsQueryKey()],
    messages: t,
    create: useCreateMinistryMission(),
    update,
    remove: useDeleteMinistryMission(),
    showError: (error, fallback) => toast.error(errorText(error, { fallback, serverText: true })),
  });

  const toggle = (mission: MinistryMissionListItemDto) =>
    update.mutate(
      { id: mission.id, data: { isActive: !mission.isActive } },
      editor.outcome(t.updated, t.updateFailed),
    );

  if (editor.mode.kind !== 'list')
    return (
      <MissionEditor
        key={editor.formKey}
        initial={editor.editing ? missionToForm(editor.editing) : newMissionForm()}
        editing={editor.mode.kind === 'edit'}
        pending={editor.saving}
        onSave={(form: MissionForm) => editor.save(formToMissionBody(form))}
        onCancel={editor.showList}
      />
    );

  return (
    <div className="flex flex-col gap-4" data-testid="admin-ministry-missions">
      <Button className="self-start" onClick={editor.startCreate} data-testid="mission-add">
        <Plus className="size-4" aria-hidden />
        {t.add}
      </Button>
      {missions.isError && (
        <ErrorPanel
          detail={errorText(missions.error, { fallback: t.loadFailed })}
          onRetry={() => missions.refetch()}
        />
      )}
      {missions.isPending && <div className="h-40 animate-pulse rounded-2xl bg-night-900/80" />}
      {missions.data && missions.data.data.length === 0 && <EmptyState title={t.empty} />}
      <ul className="grid gap-3 md:grid-cols-2">
        {missions.data?.data.map((mission) => (
          <li
            key={mission.id}
            className="flex gap-3 rounded-2xl border border-night-800 bg-night-900 p-3"
            data-testid="admin-mission"
            data-mission-id={mission.missionId}
          >
            {mission.thumbnail && (
              <img src={mission.thumbnail} alt="" className="size-20 shrink-0 rounded-xl object-cover" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 break-words font-extrabold text-white">{mission.title}</h3>
                <StatusPill enabled={mission.isActive} labels={t} />
              </div>
              <p className="break-all text-xs text-night-500" dir="ltr">
                {mission.missionId}
              </p>
              <p className="text-xs text-night-300">
                {t.pagesCount(formatNumber(mission.pagesCount))} ·{' '}
                {t.endingsCount(formatNumber(mission.endingsCount))} ·{' '}
                {ar.missions.minLevel(formatNumber(mission.minLevel))}
              </p>
              <p className="text-xs text-night-500">
                {t.createdAt(formatLongDateTime(mission.createdAt) ?? '')}
              </p>
              <div className="mt-1 flex flex-wrap gap-1.5">
                <Switch
                  checked={mission.isActive}
                  label={t.active}
                  pending={update.isPending && update.variables?.id === mission.id}
                  onChange={() => toggle(mission)}
                  testId="mission-toggle"
                />
                <EditButton onClick={() => editor.startEdit(mission.id)} />
                <DeleteButton onClick={() => editor.askDelete(mission)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...DELETE_CONFIRMATION}
        {...editor.deleteDialog}
        question={editor.deleting ? t.deleteQuestion(editor.deleting.title) : ''}
      />
    </div>
  );
}
