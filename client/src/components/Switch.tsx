import { LoaderCircle } from 'lucide-react';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The switch's accessible name (and visible text beside it unless `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  /** Disables the switch and spins while the change is saved. */
  pending?: boolean;
  disabled?: boolean;
  testId?: string;
}

/**
 * An on/off switch (`role="switch"`, `aria-checked`): a track with a knob that sits at the inline
 * end when on, so it reads correctly right to left. For settings that take effect at once (an admin
 * item's on/off); a form's checkbox stays a checkbox.
 */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  pending = false,
  disabled = false,
  testId,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={hideLabel ? label : undefined}
      aria-busy={pending || undefined}
      disabled={disabled || pending}
      onClick={() => onChange(!checked)}
      data-testid={testId}
      className="inline-flex min-h-9 items-center gap-2 rounded-xl px-1 text-sm font-semibold text-night-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-400 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition ${
          checked ? 'border-emerald-500/60 bg-emerald-600/70' : 'border-night-600 bg-night-800'
        }`}
      >
        <span
          className={`absolute top-1/2 size-4 -translate-y-1/2 rounded-full bg-white shadow transition-all ${
            checked ? 'end-1' : 'start-1'
          }`}
        >
          {pending && <LoaderCircle className="size-4 animate-spin text-night-700" />}
        </span>
      </span>
      {!hideLabel && label}
    </button>
  );
}
