import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message. Inputs stay at 16 px so mobile browsers do not zoom. */
export function TextField({ label, error, hint, className = '', ref, ...rest }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-night-200">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={fieldClass(Boolean(error))}
        {...rest}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

export function fieldClass(invalid: boolean): string {
  return (
    'min-h-11 w-full rounded-xl border bg-night-950/70 px-4 py-2.5 text-base text-white placeholder:text-night-500 ' +
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
