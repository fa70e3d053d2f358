import { answer, resetFakeApi } from '../../test/fake-api';
import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router';
import { GangGuideCard } from './GangGuideCard';

/** Spec 000 sections 4 and 8, issue 31 point 13: an infobox whose status call fails counts as unseen. */
describe('GangGuideCard', () => {
  beforeEach(() => resetFakeApi());

  it('shows the guide, expanded, when the status call fails', async () => {
    answer('/api/infobox/gangDetails/status', 500, { message: 'down' });
    renderWithRouter(<GangGuideCard />);
    const guide = await screen.findByTestId('gang-guide', {}, { timeout: 5000 });
    expect(guide.getAttribute('data-minimized')).toBe('false');
  });

  it('shows nothing once the server says it was seen to the end', async () => {
    answer('/api/infobox/gangDetails/status', 200, { hasSeenComplete: true, isMinimized: false });
    renderWithRouter(<GangGuideCard />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('gang-guide')).toBeNull();
  });
});
