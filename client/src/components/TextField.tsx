import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

/** What `FieldFrame` hands its control: the id its label points at, the ARIA state and the field style. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * A label, one control (input, select, text area) and its validation message or hint below;
 * `children` renders the control with the props it is given. `hideLabel` keeps the label for
 * screen readers only (a compact toolbar whose control explains itself).
 */
export function FieldFrame({
  label,
  error,
  hint,
  className = '',
  hideLabel = false,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  hideLabel?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-night-200'}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
        className: fieldClass(Boolean(error)),
      })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** The label is read by screen readers only (a field beside its own button, its placeholder saying what it wants). */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message. Inputs stay at 16 px so mobile browsers do not zoom. */
export function TextField({ label, error, hint, hideLabel, className, ref, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      {(control) => <input ref={ref} {...control} {...rest} />}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area (descriptions, notes, replies) with its validation message or hint; resizable in height. */
export function TextAreaField({ label, error, hint, className, ref, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea ref={ref} {...control} {...rest} className={`${control.className} resize-y`} />}
    </FieldFrame>
  );
}

/**
 * Classes of a form control (input, select, textarea). A select gets the height of a one-line text
 * field (one 1.5rem line, the padding and the border): Chromium lays a select out by its font's
 * ascent and descent and ignores line-height, which with the Arabic font made it 8 px taller than
 * the inputs beside it.
 */
export function fieldClass(invalid: boolean): string {
  return (
    'min-h-11 w-full rounded-xl border bg-night-950/70 px-4 py-2.5 text-base text-white placeholder:text-night-500 ' +
    '[&:is(select)]:h-[calc(1.5rem+1.25rem+2px)] [&:is(select)]:py-0 ' +
    'transition focus:outline-none focus:ring-2 ' +
    (invalid
      ? 'border-blood-500 focus:ring-blood-500/40'
      : 'border-night-700 focus:border-blood-500 focus:ring-blood-500/30')
  );
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm text-blood-300">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="text-xs text-night-400">
      {hint}
    </p>
  ) : null;
}
