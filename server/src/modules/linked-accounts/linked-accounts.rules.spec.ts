import { components } from './linked-accounts.rules';

describe('components', () => {
  it('joins accounts linked directly or through others, leaves singletons out, largest first', () => {
    expect(
      components([
        { userA: 'b', userB: 'c' },
        { userA: 'x', userB: 'y' },
        { userA: 'a', userB: 'c' },
        { userA: 'c', userB: 'd' },
        { userA: 'y', userB: 'x' },
      ]),
    ).toEqual([
      ['a', 'b', 'c', 'd'],
      ['x', 'y'],
    ]);
  });

  it('returns nothing without links', () => {
    expect(components([])).toEqual([]);
  });
});
