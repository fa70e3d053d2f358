import { auditParams, EMPTY_AUDIT_FILTERS, fieldChanges } from './audit-log';

describe('audit log (issue 30)', () => {
  it('sends only the filters that are set', () => {
    expect(auditParams(EMPTY_AUDIT_FILTERS, 1)).toEqual({ page: 1, limit: 50 });
    expect(
      auditParams(
        {
          admin: ' boss ',
          action: 'money',
          targetType: 'character',
          targetId: ' 12 ',
          dateFrom: '2026-11-01',
          dateTo: '2026-11-3',
        },
        3,
      ),
    ).toEqual({
      page: 3,
      limit: 50,
      admin: 'boss',
      action: 'money',
      targetType: 'character',
      targetId: '12',
      dateFrom: '2026-11-01',
    });
  });

  it('lists the fields whose values changed', () => {
    expect(fieldChanges({ money: 0, level: 3 }, { money: 500, level: 3 })).toEqual([
      { field: 'money', before: '0', after: '500' },
    ]);
    expect(fieldChanges({ isBanned: false }, { isBanned: true, banReason: 'غش' })).toEqual([
      { field: 'isBanned', before: 'false', after: 'true' },
      { field: 'banReason', before: '—', after: 'غش' },
    ]);
  });

  it("shows a catalogue request's body fields as set", () => {
    expect(
      fieldChanges(null, {
        method: 'POST',
        path: '/api/admin/blackcoin-packages',
        params: {},
        body: { name: 'حقيبة', usdPrice: 1.99 },
      }),
    ).toEqual([
      { field: 'name', before: '—', after: 'حقيبة' },
      { field: 'usdPrice', before: '—', after: '1.99' },
    ]);
    expect(
      fieldChanges(null, { method: 'DELETE', path: '/api/admin/crimes/3', params: { id: '3' }, body: null }),
    ).toEqual([]);
  });
});
