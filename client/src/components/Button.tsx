import type { ButtonHTMLAttributes } from 'react';
import { LoaderCircle } from 'lucide-react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'credit' | 'debit';
/**
 * `md`: the game's 44 px touch target; `sm`: the 36 px buttons of lists, pagers and row actions;
 * `icon`: a 36 px square holding only an icon (back, edit in place, remove a line), named by its
 * `aria-label`.
 */
export type ButtonSize = 'md' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl font-bold transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blood-600 text-white shadow-lg shadow-blood-900/40 hover:bg-blood-500 active:bg-blood-700',
  secondary: 'border border-night-600 bg-night-800 text-night-100 hover:border-night-500 hover:bg-night-700',
  ghost: 'text-night-200 hover:bg-night-800 hover:text-white',
  /** A ghost button in the blood tone: delete and other destructive row actions. */
  danger: 'text-blood-300 hover:bg-night-800 hover:text-blood-200',
  /** Tinted green and red: amounts added to and taken from a balance (the admin's ± steps). */
  credit: 'bg-emerald-500/15 text-emerald-300 hover:bg-emerald-500/25',
  debit: 'bg-blood-600/15 text-blood-300 hover:bg-blood-600/25',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  sm: 'min-h-9 px-3 py-1 text-sm',
  icon: 'size-9 shrink-0 p-0',
};

/** Classes of a button, for links that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md'): string {
  return `${base} ${sizes[size]} ${variants[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while a request is in flight. */
  pending?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  pending = false,
  className = '',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, className, size)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && (
        <LoaderCircle className={size === 'md' ? 'size-5 animate-spin' : 'size-4 animate-spin'} aria-hidden />
      )}
      {children}
    </button>
  );
}
