import type { ButtonHTMLAttributes } from 'react';
import { LoaderCircle } from 'lucide-react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-5 py-2.5 text-base font-bold transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blood-600 text-white shadow-lg shadow-blood-900/40 hover:bg-blood-500 active:bg-blood-700',
  secondary: 'border border-night-600 bg-night-800 text-night-100 hover:border-night-500 hover:bg-night-700',
  ghost: 'text-night-200 hover:bg-night-800 hover:text-white',
};

/** Classes of a button, for links that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while a request is in flight. */
  pending?: boolean;
}

export function Button({
  variant = 'primary',
  pending = false,
  className = '',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
      {children}
    </button>
  );
}
