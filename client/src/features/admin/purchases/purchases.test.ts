import { EMPTY_PURCHASE_FILTERS, formatAmount, purchaseParams } from './purchases';

describe('purchases list (issue 30)', () => {
  it('sends only the filters that are set, with the character of the link', () => {
    expect(purchaseParams(EMPTY_PURCHASE_FILTERS, 1, undefined)).toEqual({ page: 1, limit: 50 });
    expect(
      purchaseParams(
        { state: 'refunded', search: '  ali ', dateFrom: '2026-11-01', dateTo: '2026-11-30', owing: true },
        2,
        17,
      ),
    ).toEqual({
      page: 2,
      limit: 50,
      state: 'refunded',
      search: 'ali',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      owing: 'true',
      characterId: 17,
    });
  });

  it('leaves out a half-typed date and keeps the page at least 1', () => {
    expect(purchaseParams({ ...EMPTY_PURCHASE_FILTERS, dateFrom: '2026-1' }, 0, undefined)).toEqual({
      page: 1,
      limit: 50,
    });
  });

  it('formats cents in the currency, in Arabic digits', () => {
    expect(formatAmount(999, 'usd')).toContain('٩٫٩٩');
    expect(formatAmount(999, 'usd')).toMatch(/US\$|\$/);
    expect(formatAmount(1250, 'xxq')).toContain('١٢٫٥٠');
  });
});
