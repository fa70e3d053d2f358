import { LEDGER_REASONS } from '../../../lib/ledger-reasons';
import { ar } from '../../../i18n/ar-admin';

/** Issue 31 point 7: the economy audit shows every ledger reason in Arabic, never a raw code. */
describe('economy audit reason labels', () => {
  it.each(LEDGER_REASONS)('labels %s in Arabic', (reason) => {
    const label = ar.adminOverview.audit.reasons[reason];
    expect(label).toEqual(expect.any(String));
    expect(label).toMatch(/[\u0600-\u06FF]/);
  });
});
