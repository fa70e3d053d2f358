import { useState, type ChangeEvent, type FormEvent } from 'react';

/** Field → Arabic message; empty when the form is valid. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

/**
 * The state of an admin catalogue form (spec 001 section 5): the values as typed, the errors of the
 * last submit, and a submit that validates first and hands the values on only when nothing is wrong.
 * Number inputs keep the text as typed; the catalogue's body mapper converts it before sending.
 */
export function useCatalogueForm<V extends object>(
  initial: V,
  validate: (values: V) => FormErrors<V>,
  onSubmit: (values: V) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});

  /** Sets one value; its message from the last submit goes, since it may no longer hold. */
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] === undefined ? current : { ...current, [key]: undefined }));
  };

  /** The props that bind a text or number input, or a text area, to `key`. */
  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: String(values[key]),
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value as V[K]),
  });

  /** Drops one field's message, e.g. once an upload has filled it in. */
  const clearError = (key: keyof V) => setErrors((current) => ({ ...current, [key]: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return { values, errors, set, field, clearError, submit };
}
