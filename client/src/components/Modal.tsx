import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { ar } from '../i18n/ar';
import { pushModal } from './modal-stack';

interface ModalProps {
  open: boolean;
  title: string;
  description?: string;
  /** Omit to make the modal forced: no close button, Escape and the overlay do nothing. */
  onClose?: () => void;
  /** Its place in the modal stack: opening it closes open modals of lower priority. */
  priority?: number;
  children: ReactNode;
}

const closeLabel = ar.app.close;

/**
 * A dialog over a dim overlay, on the native `<dialog>` opened with `showModal()` (issue 31): the
 * browser keeps focus inside it and makes the page behind inert; the page does not scroll under it
 * (styles.css, `html:has(dialog:modal)`). Focus goes to its first field or button and returns where it
 * was on close. At most 80% of the viewport high (spec 002 section 9); on phones it fills the width
 * and scrolls inside.
 */
export function Modal({ open, title, description, onClose, priority = 0, children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    return pushModal(priority, () => closeRef.current?.());
  }, [open, priority]);

  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    const previous = document.activeElement as HTMLElement | null;
    // jsdom has no showModal: the attribute alone shows it there.
    if (!node.open) {
      if (typeof node.showModal === 'function') node.showModal();
      else node.setAttribute('open', '');
    }
    node.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeRef.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (typeof node.close === 'function' && node.open) node.close();
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid="modal"
      // Escape is handled above (a forced modal has no onClose and must stay): the browser's own close is cancelled.
      onCancel={(event) => event.preventDefault()}
      className="fixed inset-0 z-50 m-0 flex size-full max-h-none max-w-none items-end justify-center border-0 bg-transparent p-0 text-inherit backdrop:bg-transparent sm:items-center"
    >
      {/* The dim layer itself is the shared ModalOverlay; this one only catches the outside click. */}
      <div className="absolute inset-0" aria-hidden onClick={onClose} />
      <div
        data-testid="modal-panel"
        className="relative max-h-[80dvh] w-full overflow-y-auto rounded-t-3xl border border-night-700 bg-night-900 p-5 shadow-2xl shadow-black sm:max-w-lg sm:rounded-3xl sm:p-7"
      >
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-extrabold text-white">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-night-300">{description}</p>}
          </div>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="rounded-lg p-1 text-night-400 hover:text-white"
            >
              <X className="size-5" aria-hidden />
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
