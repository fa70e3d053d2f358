import { countEnabled, filterAndSort, isOn } from './admin-list';
import { activePercent, byRarityDescending, keepRarity, numberProblem, rarityRank } from './gear-catalogue';

const item = (name: string, rarity: string, isActive?: boolean) => ({
  name,
  description: '',
  rarity,
  isActive,
});

describe('gear catalogue lists', () => {
  it('ranks rarities common 1 to legend 5', () => {
    expect(['common', 'uncommon', 'rare', 'epic', 'legend'].map(rarityRank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads isActive, and a missing flag as on', () => {
    expect(isOn({ isActive: false })).toBe(false);
    expect(isOn({ isActive: true })).toBe(true);
    expect(isOn({})).toBe(true);
    expect(countEnabled([{ isActive: false }, {}, { isEnabled: true }])).toEqual({ total: 3, enabled: 2 });
  });

  it('filters by status and rarity, searches, and keeps the server order without a sort', () => {
    const list = [item('سيف', 'rare'), item('خنجر', 'common', false), item('رمح', 'rare', false)];
    expect(
      filterAndSort(list, { status: 'disabled', search: '', keep: keepRarity('rare') }).map((i) => i.name),
    ).toEqual(['رمح']);
    expect(
      filterAndSort(list, { status: 'all', search: '', keep: keepRarity('all') }).map((i) => i.name),
    ).toEqual(['سيف', 'خنجر', 'رمح']);
    expect(
      filterAndSort(list, { status: 'all', search: 'خن', compare: byRarityDescending }).map((i) => i.name),
    ).toEqual(['خنجر']);
  });

  it('gives the active share as a whole percent', () => {
    expect(activePercent(0, 0)).toBe(0);
    expect(activePercent(3, 2)).toBe(67);
    expect(activePercent(4, 4)).toBe(100);
  });

  it('tells an empty, non-numeric or too small number apart', () => {
    const words = { required: 'r', tooSmall: 's' };
    expect(numberProblem('', 1, words)).toBe('r');
    expect(numberProblem('x', 1, words)).toBe('r');
    expect(numberProblem('0', 1, words)).toBe('s');
    expect(numberProblem(0, 0, words)).toBeUndefined();
  });
});
