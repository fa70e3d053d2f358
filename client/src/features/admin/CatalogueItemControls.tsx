import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { ar } from '../../i18n/ar-admin';

/** A catalogue item's status: enabled (players see it) or disabled; `labels` words it active/inactive. */
export function StatusPill({
  enabled,
  labels,
}: {
  enabled: boolean;
  labels?: { active: string; inactive: string };
}) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
        enabled ? 'bg-emerald-500/15 text-emerald-300' : 'bg-night-800 text-night-400'
      }`}
    >
      {labels
        ? enabled
          ? labels.active
          : labels.inactive
        : enabled
          ? ar.adminCommon.enabled
          : ar.adminCommon.disabled}
    </span>
  );
}

/** Opens a catalogue item's edit form. */
export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <Pencil className="size-4" aria-hidden />
      {ar.adminCommon.edit}
    </Button>
  );
}

/** Asks to delete a catalogue item; the section confirms before anything is deleted. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="danger" size="sm" onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
      {ar.adminCommon.delete}
    </Button>
  );
}
