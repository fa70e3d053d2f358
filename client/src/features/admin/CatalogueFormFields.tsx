import type { ComponentProps } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ar } from '../../i18n/ar-admin';

/** A whole-number input of a catalogue form: a `TextField` that brings up the numeric keyboard. */
export function NumberField(props: ComponentProps<typeof TextField>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/**
 * The title of a full-page form with the way back to the list before it (an arrow pointing right,
 * the reading direction's start).
 */
export function FormPageTitle({
  title,
  backLabel,
  onBack,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="icon" onClick={onBack} aria-label={backLabel}>
        <ArrowRight className="size-5" aria-hidden />
      </Button>
      <h3 className="text-xl font-extrabold text-white">{title}</h3>
    </div>
  );
}

/**
 * A checkbox of a catalogue form: the flag that enables or activates an item (players see only
 * enabled ones), or one like it (available in the shop).
 */
export function EnabledCheckbox({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Its place in the form's grid (`self-end`). */
  className?: string;
}) {
  return (
    <label className={`flex items-center gap-2 text-sm font-semibold text-night-200 ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-blood-500"
      />
      {label}
    </label>
  );
}

/** Cancel and save at the foot of a catalogue form; save submits it and spins while it is sent. */
export function FormButtons({
  pending,
  disabled,
  submitTestId,
  onCancel,
  saveLabel = ar.adminCommon.save,
  className = '',
}: {
  pending: boolean;
  disabled?: boolean;
  submitTestId: string;
  onCancel: () => void;
  /** The submit button's words; default "حفظ". */
  saveLabel?: string;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
      <Button variant="secondary" onClick={onCancel}>
        {ar.adminCommon.cancel}
      </Button>
      <Button type="submit" pending={pending} disabled={disabled} data-testid={submitTestId}>
        {saveLabel}
      </Button>
    </div>
  );
}
