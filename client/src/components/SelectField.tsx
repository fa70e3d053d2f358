import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select that starts on an empty `placeholder` choice, with its validation message. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  className,
  ref,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...rest}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
