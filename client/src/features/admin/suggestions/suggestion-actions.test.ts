import { allowedMoves, doneStep } from './suggestion-actions';

describe('suggestion admin actions (spec 001 section 4)', () => {
  it('offers pending and done from unread, done from pending, nothing from done', () => {
    expect(allowedMoves('unread')).toEqual(['pending', 'done']);
    expect(allowedMoves('pending')).toEqual(['done']);
    expect(allowedMoves('done')).toEqual([]);
  });

  it('asks for notes when there are none, otherwise resends the existing notes', () => {
    expect(doneStep({ adminNotes: null })).toEqual({ kind: 'askNotes' });
    expect(doneStep({ adminNotes: '' })).toEqual({ kind: 'askNotes' });
    expect(doneStep({ adminNotes: 'تم' })).toEqual({ kind: 'send', adminNotes: 'تم' });
  });
});
