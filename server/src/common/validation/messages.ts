/**
 * The spec's generic Arabic validation sentences (spec 000 section 5), so every DTO speaks the
 * same language as the client's own form checks.
 */
export const msg = {
  required: (label: string) => `${label} مطلوب`,
  minLength: (label: string, n: number) => `${label} يجب أن يكون ${n} أحرف على الأقل`,
  maxLength: (label: string, n: number) => `${label} يجب أن يكون ${n} أحرف كحد أقصى`,
  min: (label: string, n: number) => `${label} يجب أن يكون ${n} على الأقل`,
  max: (label: string, n: number) => `${label} يجب أن يكون ${n} كحد أقصى`,
  invalid: (label: string) => `${label} غير صحيح`,
  /** A number with a fraction (or not a number at all) where a whole number is asked. */
  integer: (label: string) => `${label} يجب أن يكون عدداً صحيحاً`,
} as const;
