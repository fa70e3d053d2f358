import type { SuggestionStatus } from '../../api/generated/model/suggestionStatus';
import { arForms } from '../../i18n/ar-forms';
import { arContent } from '../../i18n/ar-content';

/** DESIGN.md section 6: title 3 to 100 characters, message 10 to 2,000. */
export const SUGGESTION_LIMITS = { titleMin: 3, titleMax: 100, messageMin: 10, messageMax: 2000 } as const;

/** The form's own checks, the same sentences as the server's. */
export function suggestionFormErrors(title: string, message: string): { title?: string; message?: string } {
  const v = arForms.validation;
  const t = arContent.suggestions;
  const length = (text: string) => Array.from(text.trim()).length;
  const check = (text: string, label: string, min: number, max: number) => {
    if (length(text) === 0) return v.required(label);
    if (length(text) < min) return v.minLength(label, min);
    if (length(text) > max) return v.maxLength(label, max);
    return undefined;
  };
  return {
    title: check(title, t.titleField, SUGGESTION_LIMITS.titleMin, SUGGESTION_LIMITS.titleMax),
    message: check(message, t.message, SUGGESTION_LIMITS.messageMin, SUGGESTION_LIMITS.messageMax),
  };
}

/** The status badge colours: unread grey, pending amber, done green. */
export const STATUS_CLASSES: Record<SuggestionStatus, string> = {
  unread: 'bg-night-700 text-night-100',
  pending: 'bg-amber-500/15 text-amber-300',
  done: 'bg-emerald-500/15 text-emerald-300',
};
