/**
 * Suggestion statuses and the admin's allowed moves (spec 001 section 4): mark done from any state
 * that is not done; move to pending only from unread. Nothing goes back to unread.
 */

export const SUGGESTION_STATUSES = ['unread', 'pending', 'done'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const SUGGESTION_TYPES = ['suggestion', 'bug', 'other'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** DESIGN.md section 6: title 3 to 100 characters, message 10 to 2,000, at most 5 a game day. */
export const SUGGESTION_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  messageMin: 10,
  messageMax: 2000,
  perDay: 5,
  adminNotesMax: 1000,
} as const;

/** Whether an admin may move a suggestion from `from` to `to`. */
export function canMoveSuggestion(from: SuggestionStatus, to: SuggestionStatus): boolean {
  if (to === 'done') return from !== 'done';
  if (to === 'pending') return from === 'unread';
  return false;
}
