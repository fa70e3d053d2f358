import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { useTransferGangLeadership, useUpdateGangInfo } from '../../api/generated/gangs/gangs';
import type { GangDto } from '../../api/generated/model/gangDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useConfirm } from '../../components/use-confirm';
import { arGangs } from '../../i18n/ar-gangs';
import { GANG_DESCRIPTION_MAX, GANG_NAME_MAX, leadershipCandidates } from './gang-rules';
import { InlineError } from './gang-ui';

/** The confirmation dialog's priority: equal, so confirming does not drop the modal it came from. */
const CONFIRM_PRIORITY = 10;
import { TextArea } from './TextArea';

/**
 * Spec 001 sections 2.1, 5 and 8: transfer leadership to another member (the current user is not
 * offered; submit disabled until one is chosen; confirmed; final). Success toasts 'تم نقل القيادة
 * بنجاح!'; failure shows 'فشل نقل القيادة' (or the server's text) inline and as a toast.
 */
export function TransferLeadershipModal({
  open,
  gang,
  viewerId,
  onClose,
  onDone,
}: {
  open: boolean;
  gang: GangDto;
  viewerId: string | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = arGangs.gangs;
  const [newLeaderId, setNewLeaderId] = useState('');
  const [error, setError] = useState<string>();
  const transfer = useTransferGangLeadership();
  const { confirm, dialog } = useConfirm();
  const candidates = leadershipCandidates(gang, viewerId);
  const options = candidates.map((member) => ({
    value: member.userId,
    label: `${member.User.username} (${t.ranks[member.role]})`,
  }));

  const close = () => {
    setNewLeaderId('');
    setError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = candidates.find((member) => member.userId === newLeaderId);
    if (!chosen) return setError(t.chooseMember);
    if (!(await confirm(t.confirmLeadership(chosen.User.username)))) return;
    setError(undefined);
    void transfer.mutateAsync({ id: gang.id, data: { newLeaderId } }).then(
      () => {
        toast.success(t.leadershipTransferred);
        close();
        onDone();
      },
      (failure) => {
        const message = errorText(failure, { fallback: t.failed.leadership });
        setError(message);
        toast.error(message);
      },
    );
  };

  return (
    <>
      <Modal
        open={open}
        title={t.transferLeadership}
        description={t.transferLeadershipHint}
        onClose={close}
        priority={CONFIRM_PRIORITY}
      >
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="flex flex-col gap-3"
          data-testid="leadership-form"
        >
          <SelectField
            label={t.newLeader}
            placeholder={t.chooseMember}
            options={options}
            value={newLeaderId}
            onChange={(event) => setNewLeaderId(event.target.value)}
          />
          <InlineError message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t.cancel}
            </Button>
            <Button type="submit" pending={transfer.isPending} disabled={!newLeaderId}>
              {t.transferLeadership}
            </Button>
          </div>
        </form>
      </Modal>
      {dialog}
    </>
  );
}

/** Spec 001 sections 2.1 and 5: edit name and description; save disabled while the trimmed name is empty. */
export function EditGangInfoModal({
  open,
  gang,
  onClose,
}: {
  open: boolean;
  gang: GangDto;
  onClose: () => void;
}) {
  const t = arGangs.gangs;
  const [name, setName] = useState(gang.name);
  const [description, setDescription] = useState(gang.description);
  const [error, setError] = useState<string>();
  const update = useUpdateGangInfo();

  const close = () => {
    setName(gang.name);
    setDescription(gang.description);
    setError(undefined);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setError(undefined);
    void update
      .mutateAsync({ id: gang.id, data: { name: name.trim(), description: description.trim() } })
      .then(
        () => {
          toast.success(t.infoUpdated);
          onClose();
        },
        (failure) => setError(errorText(failure, { fallback: t.failed.info })),
      );
  };

  return (
    <Modal open={open} title={t.editInfo} onClose={close}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="gang-info-form">
        <TextField
          label={t.nameLabel}
          value={name}
          maxLength={GANG_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
        <TextArea
          label={t.descriptionLabel}
          value={description}
          maxLength={GANG_DESCRIPTION_MAX}
          rows={4}
          onChange={(event) => setDescription(event.target.value)}
        />
        <InlineError message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t.cancel}
          </Button>
          <Button type="submit" pending={update.isPending} disabled={!name.trim()}>
            {t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
