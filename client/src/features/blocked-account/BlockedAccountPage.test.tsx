import { screen } from '@testing-library/react';
import { BLOCKED_AT_KEY, BLOCKED_REASON_KEY } from '../../api/http';
import { renderWithRouter } from '../../test/render-with-router';
import { BlockedAccountPage } from './BlockedAccountPage';

/** Spec 000 section 4 and issue 31 point 13: what /blocked-account shows. */
describe('BlockedAccountPage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the loading state for a signed-out visitor with no stored ban', async () => {
    renderWithRouter(<BlockedAccountPage />);
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('status')).not.toBeNull();
    expect(screen.queryByTestId('ban-reason')).toBeNull();
    expect(screen.queryByText('تم حظر حسابك')).toBeNull();
  });

  it('reads an empty ban reason as the spec default sentence', async () => {
    sessionStorage.setItem(BLOCKED_REASON_KEY, '');
    sessionStorage.setItem(BLOCKED_AT_KEY, '2026-11-27T10:00:00.000Z');
    renderWithRouter(<BlockedAccountPage />);
    expect((await screen.findByTestId('ban-reason')).textContent).toBe('تم حظر حسابك من قبل الإدارة');
  });
});
