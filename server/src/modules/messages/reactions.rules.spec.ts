import { MAX_REACTION_KINDS, withoutReaction, withReaction } from './reactions.rules';

describe('message reactions', () => {
  it('adds a user under an emoji, after those who reacted before', () => {
    expect(withReaction({}, '👍', 'a')).toEqual({ '👍': ['a'] });
    expect(withReaction({ '👍': ['a'] }, '👍', 'b')).toEqual({ '👍': ['a', 'b'] });
    expect(withReaction({ '👍': ['a'] }, '😂', 'a')).toEqual({ '👍': ['a'], '😂': ['a'] });
  });

  it('counts a user once per emoji (no change the second time)', () => {
    expect(withReaction({ '👍': ['a'] }, '👍', 'a')).toBeNull();
  });

  it(`refuses a new emoji beyond ${MAX_REACTION_KINDS} kinds, but still lets users join an existing one`, () => {
    const full = Object.fromEntries(Array.from({ length: MAX_REACTION_KINDS }, (_, i) => [`e${i}`, ['a']]));
    expect(withReaction(full, 'new', 'b')).toBe('too_many');
    expect(withReaction(full, 'e0', 'b')).toMatchObject({ e0: ['a', 'b'] });
  });

  it('removes a user, and the emoji once nobody uses it', () => {
    expect(withoutReaction({ '👍': ['a', 'b'] }, '👍', 'a')).toEqual({ '👍': ['b'] });
    expect(withoutReaction({ '👍': ['a'], '😂': ['b'] }, '👍', 'a')).toEqual({ '😂': ['b'] });
  });

  it('leaves reactions alone when the user had not reacted with that emoji', () => {
    expect(withoutReaction({ '👍': ['b'] }, '👍', 'a')).toBeNull();
    expect(withoutReaction({}, '👍', 'a')).toBeNull();
  });

  it('does not change the reactions it is given', () => {
    const reactions = { '👍': ['a'] };
    withReaction(reactions, '👍', 'b');
    withoutReaction(reactions, '👍', 'a');
    expect(reactions).toEqual({ '👍': ['a'] });
  });
});
