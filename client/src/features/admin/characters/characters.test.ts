import { rarityKey, toInteger } from './characters';

describe('admin characters helpers', () => {
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
