import { Pencil, Power, Trash2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { ar } from '../../i18n/ar';

const smallButton = 'min-h-9 px-3 py-1 text-sm';

/** A catalogue item's status: enabled (players see it) or disabled. */
export function StatusPill({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
        enabled ? 'bg-emerald-500/15 text-emerald-300' : 'bg-night-800 text-night-400'
      }`}
    >
      {enabled ? ar.adminCommon.enabled : ar.adminCommon.disabled}
    </span>
  );
}

/** Opens a catalogue item's edit form. */
export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" className={smallButton} onClick={onClick}>
      <Pencil className="size-4" aria-hidden />
      {ar.adminCommon.edit}
    </Button>
  );
}

/** Disables an enabled item or enables a disabled one; spins while the change is saved. */
export function ToggleButton({
  enabled,
  pending,
  onClick,
  testId,
}: {
  enabled: boolean;
  pending: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button
      variant="secondary"
      className={smallButton}
      onClick={onClick}
      pending={pending}
      data-testid={testId}
    >
      <Power className="size-4" aria-hidden />
      {enabled ? ar.adminCommon.disable : ar.adminCommon.enable}
    </Button>
  );
}

/** Asks to delete a catalogue item; the section confirms before anything is deleted. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" className={`${smallButton} text-blood-300`} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
      {ar.adminCommon.delete}
    </Button>
  );
}
