import { byField, countEnabled, filterAndSort } from './admin-list';
import { CRIME_SORT_FIELD } from './crimes/crime-form';

const crime = (
  over: Partial<{
    name: string;
    description: string;
    isEnabled: boolean;
    reward: number;
    energyCost: number;
  }>,
) => ({
  name: 'سرقة',
  description: '',
  isEnabled: true,
  reward: 100,
  energyCost: 5,
  ...over,
});

describe('admin lists', () => {
  const items = [
    crime({ name: 'نشل المحافظ', reward: 300, energyCost: 10 }),
    crime({ name: 'سرقة سيارة', reward: 50, isEnabled: false, description: 'سيارة فارهة' }),
    crime({ name: 'اقتحام بنك', reward: 900, energyCost: 2 }),
  ];

  it('filters by enabled and disabled', () => {
    const compare = byField<(typeof items)[number]>('reward');
    expect(filterAndSort(items, { status: 'enabled', search: '', compare }).map((c) => c.name)).toEqual([
      'نشل المحافظ',
      'اقتحام بنك',
    ]);
    expect(filterAndSort(items, { status: 'disabled', search: '', compare })).toHaveLength(1);
  });

  it('searches name and description, ignoring case and spaces around', () => {
    const compare = byField<(typeof items)[number]>('name');
    expect(filterAndSort(items, { status: 'all', search: '  فارهة ', compare })).toHaveLength(1);
    expect(filterAndSort(items, { status: 'all', search: 'بنك', compare })[0].name).toBe('اقتحام بنك');
  });

  it('sorts numbers ascending and energy by the energy cost', () => {
    const byEnergy = byField<(typeof items)[number]>(CRIME_SORT_FIELD.energy as 'energyCost');
    expect(
      filterAndSort(items, { status: 'all', search: '', compare: byEnergy }).map((c) => c.energyCost),
    ).toEqual([2, 5, 10]);
  });

  it('does not reorder the list it was given', () => {
    const before = items.map((c) => c.name);
    filterAndSort(items, { status: 'all', search: '', compare: byField('reward') });
    expect(items.map((c) => c.name)).toEqual(before);
  });

  it('counts total and enabled', () => {
    expect(countEnabled(items)).toEqual({ total: 3, enabled: 2 });
  });
});
