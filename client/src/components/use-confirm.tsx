import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

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
    <ConfirmDialog
      open={question !== null}
      question={question ?? ''}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { confirm, dialog };
}
