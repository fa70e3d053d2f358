import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { ar } from '../../i18n/ar-admin';

/** The confirmation asked before an admin deletes content. */
export function ConfirmDialog({
  open,
  question,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  question: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = ar.adminCommon;
  return (
    <Modal open={open} title={t.confirmDelete} description={question} onClose={onCancel} priority={10}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button onClick={onConfirm} pending={pending} data-testid="confirm-delete">
          {t.confirm}
        </Button>
      </div>
    </Modal>
  );
}
