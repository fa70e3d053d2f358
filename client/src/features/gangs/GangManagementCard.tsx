import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../lib/toast';
import { Crown, LogOut, Pencil, Settings2, Trash2 } from 'lucide-react';
import { useDeleteGang, useLeaveGang } from '../../api/generated/gangs/gangs';
import type { GangDto } from '../../api/generated/model/gangDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/use-confirm';
import { arGangs } from '../../i18n/ar-gangs';
import type { GangRights } from './gang-rules';
import { GangCard, InlineError } from './gang-ui';
import { EditGangInfoModal, TransferLeadershipModal } from './GangManagementModals';

/**
 * Spec 001 sections 2.1 and 4: leave the gang (confirmed); for the boss also transfer leadership,
 * edit the gang info and delete the gang behind a second confirmation step. Leaving, deleting and
 * transferring leadership send the player to /gangs.
 */
export function GangManagementCard({
  gang,
  rights,
  viewerId,
}: {
  gang: GangDto;
  rights: GangRights;
  viewerId: string | undefined;
}) {
  const t = arGangs.gangs;
  const navigate = useNavigate();
  const leave = useLeaveGang();
  const remove = useDeleteGang();
  const { confirm, dialog } = useConfirm();
  const [modal, setModal] = useState<'leadership' | 'info' | null>(null);
  const [deleteStep, setDeleteStep] = useState(false);
  const [leaveError, setLeaveError] = useState<string>();
  const [deleteError, setDeleteError] = useState<string>();

  // No gang any more: `gang:update` null (realtime/sync.ts) clears the own gang.
  const goToGangs = () => void navigate({ to: '/gangs' });

  const onLeave = async () => {
    if (!(await confirm(t.confirmLeave))) return;
    setLeaveError(undefined);
    void leave.mutateAsync().then(
      () => {
        toast.success(t.left);
        goToGangs();
      },
      (failure) => setLeaveError(errorText(failure, { fallback: t.failed.leave })),
    );
  };

  const onDelete = () => {
    setDeleteError(undefined);
    void remove.mutateAsync({ id: gang.id }).then(
      () => {
        toast.success(t.deleted);
        goToGangs();
      },
      (failure) => setDeleteError(errorText(failure, { fallback: t.failed.delete })),
    );
  };

  return (
    <GangCard title={t.management} icon={Settings2} testId="gang-management">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" pending={leave.isPending} onClick={() => void onLeave()}>
          <LogOut className="size-5" aria-hidden />
          {t.leave}
        </Button>
        {rights.transferLeadership && (
          <Button variant="secondary" onClick={() => setModal('leadership')}>
            <Crown className="size-5 text-gold-400" aria-hidden />
            {t.transferLeadership}
          </Button>
        )}
        {rights.editInfo && (
          <Button variant="secondary" onClick={() => setModal('info')}>
            <Pencil className="size-5" aria-hidden />
            {t.editInfo}
          </Button>
        )}
        {rights.deleteGang && !deleteStep && (
          <Button
            variant="secondary"
            className="border-blood-800 text-blood-300"
            onClick={() => setDeleteStep(true)}
          >
            <Trash2 className="size-5" aria-hidden />
            {t.deleteGang}
          </Button>
        )}
      </div>
      {rights.transferLeadership && gang.GangMembers.length > 1 && (
        <p className="text-xs text-night-400">{t.bossLeaveHint}</p>
      )}
      <InlineError message={leaveError} />
      {deleteStep && (
        <div
          data-testid="gang-delete-confirm"
          className="flex flex-col gap-3 rounded-2xl border border-blood-800 bg-blood-950/40 p-3"
        >
          <p className="text-sm text-blood-200">{t.deleteWarning}</p>
          <div className="flex flex-wrap gap-2">
            <Button pending={remove.isPending} onClick={onDelete}>
              {t.confirmDelete}
            </Button>
            <Button variant="secondary" onClick={() => setDeleteStep(false)}>
              {t.cancel}
            </Button>
          </div>
          <InlineError message={deleteError} />
        </div>
      )}
      <TransferLeadershipModal
        open={modal === 'leadership'}
        gang={gang}
        viewerId={viewerId}
        onClose={() => setModal(null)}
        onDone={goToGangs}
      />
      <EditGangInfoModal open={modal === 'info'} gang={gang} onClose={() => setModal(null)} />
      {dialog}
    </GangCard>
  );
}
