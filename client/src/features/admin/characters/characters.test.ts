import { pageButtons, rarityKey, toInteger } from './characters';

describe('admin characters helpers', () => {
  it('shows at most 5 page buttons around the current page, inside the range', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 0)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(99, 7)).toEqual([3, 4, 5, 6, 7]);
  });

  it('sends inline edits as integers, 0 when not numeric', () => {
    expect(toInteger('42')).toBe(42);
    expect(toInteger(' 7.9 ')).toBe(7);
    expect(toInteger('abc')).toBe(0);
    expect(toInteger('')).toBe(0);
  });

  it('reads any other rarity as legendary', () => {
    expect(rarityKey('epic')).toBe('epic');
    expect(rarityKey('legend')).toBe('legendary');
  });
});
