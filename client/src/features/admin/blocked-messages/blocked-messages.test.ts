import {
  BLOCKED_PAGE_SIZE,
  CLEANUP_PRESETS,
  EMPTY_FILTERS,
  filtersToParams,
  presetToBody,
  statValues,
} from './blocked-messages';

describe('cleanup presets', () => {
  it('map to the delete body', () => {
    expect(CLEANUP_PRESETS).toEqual(['older30', 'olderWeek', 'arabicSexual', 'englishSexual']);
    expect(presetToBody('older30')).toEqual({ olderThan: 30 });
    expect(presetToBody('olderWeek')).toEqual({ olderThan: 7 });
    expect(presetToBody('arabicSexual')).toEqual({ category: 'arabicSexual' });
    expect(presetToBody('englishSexual')).toEqual({ category: 'englishSexual' });
  });
});

describe('filtersToParams', () => {
  it('sends page, limit 20 and only the filters that are set', () => {
    expect(BLOCKED_PAGE_SIZE).toBe(20);
    expect(filtersToParams(EMPTY_FILTERS, 1)).toEqual({ page: 1, limit: 20 });
    expect(
      filtersToParams(
        {
          messageType: 'PRIVATE',
          category: 'arabicHarassment',
          username: '  sam ',
          dateFrom: '2026-11-01',
          dateTo: '',
        },
        3,
      ),
    ).toEqual({
      page: 3,
      limit: 20,
      messageType: 'PRIVATE',
      category: 'arabicHarassment',
      username: 'sam',
      dateFrom: '2026-11-01',
    });
    expect(filtersToParams(EMPTY_FILTERS, 0).page).toBe(1);
  });
});

describe('statValues', () => {
  it('shows zeros when statistics are missing and whole numbers otherwise', () => {
    expect(statValues(undefined)).toEqual({ total: 0, today: 0, thisWeek: 0 });
    expect(statValues({ total: 120, today: 3, thisWeek: 41 })).toEqual({
      total: 120,
      today: 3,
      thisWeek: 41,
    });
    expect(statValues({ total: -1, today: Number.NaN, thisWeek: 2.7 })).toEqual({
      total: 0,
      today: 0,
      thisWeek: 2,
    });
  });
});
