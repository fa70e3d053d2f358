import { canMoveSuggestion, SUGGESTION_STATUSES } from './suggestions.rules';

describe('suggestion status moves (spec 001 section 4)', () => {
  const allowed = new Set(['unread>pending', 'unread>done', 'pending>done']);

  it.each(SUGGESTION_STATUSES.flatMap((from) => SUGGESTION_STATUSES.map((to) => [from, to] as const)))(
    'from %s to %s',
    (from, to) => {
      expect(canMoveSuggestion(from, to)).toBe(allowed.has(`${from}>${to}`));
    },
  );
});
