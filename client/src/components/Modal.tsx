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

/** A dialog over a dim overlay. On phones it fills the width and scrolls inside. */
export function Modal({ open, title, description, onClose, priority = 0, children }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    return pushModal(priority, () => closeRef.current?.());
  }, [open, priority]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose?.();
    };
    document.addEventListener('keydown', onKey);
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center">
      {/* The dim layer itself is the shared ModalOverlay; this one only catches the outside click. */}
      <div className="absolute inset-0" aria-hidden onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl border border-night-700 bg-night-900 p-5 shadow-2xl shadow-black sm:max-w-lg sm:rounded-3xl sm:p-7"
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
    </div>
  );
}
