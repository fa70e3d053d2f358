import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** A first choice with the empty value ("choose...", "all"); none when omitted. */
  placeholder?: string;
  /** The choices; `children` (`<option>`s) may give them instead. */
  options?: readonly SelectOption[];
  error?: string;
  hint?: string;
  /** The label is read by screen readers only. */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
  children?: ReactNode;
}

/**
 * A labelled select in the game's field style, with its validation message: the one select of forms
 * and list filters. `placeholder` adds a first empty choice; options come from `options` or children.
 */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  hint,
  hideLabel,
  className,
  ref,
  children,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
