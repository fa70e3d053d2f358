import { useOpenModalCount } from './modal-stack';

/** Spec 000 section 4: one dim overlay while any modal is open. */
export function ModalOverlay() {
  const open = useOpenModalCount();
  if (open === 0) return null;
  return (
    <div
      data-testid="modal-overlay"
      className="fixed inset-0 z-40 bg-black/75 backdrop-blur-sm"
      aria-hidden
    />
  );
}
