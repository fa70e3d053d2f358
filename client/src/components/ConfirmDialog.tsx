import { arComponents } from '../i18n/ar-components';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  /** The question asked (the dialog's description). */
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Default `arComponents.confirmDialog.title` ("تأكيد"). */
  title?: string;
  /** Default `arComponents.confirmDialog.confirm` ("نعم"). */
  confirmLabel?: string;
  /** Default `arComponents.confirmDialog.cancel` ("إلغاء"). */
  cancelLabel?: string;
  /** Spins the confirm button while the confirmed request is sent. */
  pending?: boolean;
  /** The confirm button's test id (default `confirm-yes`). */
  confirmTestId?: string;
}

/**
 * A yes/no question in the shared modal (the native `<dialog>` opened with `showModal()`, issue 31;
 * above other modals in the stack): cancel, Escape or the overlay answers no. The one confirmation
 * of the game: `useConfirm` and the back office's deletes render it.
 */
export function ConfirmDialog({
  open,
  question,
  onConfirm,
  onCancel,
  title = arComponents.confirmDialog.title,
  confirmLabel = arComponents.confirmDialog.confirm,
  cancelLabel = arComponents.confirmDialog.cancel,
  pending = false,
  confirmTestId = 'confirm-yes',
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} description={question} onClose={onCancel} priority={10}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} pending={pending} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
