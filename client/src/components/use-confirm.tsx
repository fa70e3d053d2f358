import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ar } from '../i18n/ar';
import { Button } from './Button';
import { Modal } from './Modal';

/**
 * A yes/no question in the game's own dialog (RTL, Arabic buttons, the modal stack) instead of the
 * browser's `window.confirm`. Render `dialog` once in the component; `confirm(question)` resolves
 * true when the player confirms, false when they cancel or close the dialog.
 */
export function useConfirm(): { confirm: (question: string) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<string | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const answer = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((asked: string) => {
    resolver.current?.(false);
    setQuestion(asked);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <Modal
      open={question !== null}
      title={ar.confirmDialog.title}
      description={question ?? undefined}
      onClose={() => answer(false)}
      priority={10}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => answer(false)}>
          {ar.confirmDialog.cancel}
        </Button>
        <Button onClick={() => answer(true)} data-testid="confirm-yes">
          {ar.confirmDialog.confirm}
        </Button>
      </div>
    </Modal>
  );
  return { confirm, dialog };
}
