import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../components/TextField';

/** A labelled text area (gang description, board, join-request message) with its message below. */
export function TextArea({
  label,
  error,
  hint,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} {...rest} className={`${control.className} resize-y`} />}
    </FieldFrame>
  );
}
