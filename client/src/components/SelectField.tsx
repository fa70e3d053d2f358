import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldMessage, fieldClass } from './TextField';

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

export function SelectField({
  label,
  placeholder,
  options,
  error,
  className = '',
  ref,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-night-200">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={fieldClass(Boolean(error))}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
