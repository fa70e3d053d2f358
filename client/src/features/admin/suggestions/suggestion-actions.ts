import type { AdminSuggestionDto } from '../../../api/generated/model/adminSuggestionDto';
import type { SuggestionStatus } from '../../../api/generated/model/suggestionStatus';

/**
 * Spec 001 section 4: mark done from any state that is not done; move to pending only from unread.
 */
export function allowedMoves(status: SuggestionStatus): SuggestionStatus[] {
  if (status === 'unread') return ['pending', 'done'];
  if (status === 'pending') return ['done'];
  return [];
}

/**
 * What marking done does (spec 001 section 4): without notes yet, the notes dialog asks for them and
 * saves them with the status; otherwise the existing notes are resent with the new status.
 */
export function doneStep(
  suggestion: Pick<AdminSuggestionDto, 'adminNotes'>,
): { kind: 'askNotes' } | { kind: 'send'; adminNotes: string } {
  return suggestion.adminNotes ? { kind: 'send', adminNotes: suggestion.adminNotes } : { kind: 'askNotes' };
}

/** Spec 001 section 9: the search box is debounced 300 ms. */
export const SUGGESTION_SEARCH_DEBOUNCE_MS = 300;
