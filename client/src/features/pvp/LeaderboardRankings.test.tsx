import { screen, within } from '@testing-library/react';
import type { LeaderboardEntryDto } from '../../api/generated/model/leaderboardEntryDto';
import { renderWithRouter } from '../../test/render-with-router';
import { Rankings } from './LeaderboardPage';

function entry(over: Partial<LeaderboardEntryDto>): LeaderboardEntryDto {
  return {
    userId: 'u1',
    username: 'sameer',
    name: 'sameer',
    avatarUrl: null,
    level: 40,
    isVip: false,
    position: 1,
    criteria: 500,
    ...over,
  };
}

describe('leaderboard Rankings', () => {
  it("shows a VIP entry's name with the VIP badge and sparkle, and a non-VIP's plain, in table and cards", async () => {
    renderWithRouter(
      <Rankings
        sort="fame"
        rankings={[
          entry({ userId: 'vip', username: 'laith', name: 'laith', isVip: true, position: 1 }),
          entry({ userId: 'plain', username: 'sameer', name: 'sameer', isVip: false, position: 2 }),
        ]}
        ratings={{}}
        busy={new Set()}
        onRate={jest.fn()}
      />,
    );
    const rows = await screen.findAllByTestId('leader-row');
    const cards = screen.getAllByTestId('leader-card');
    for (const [vip, plain] of [rows, cards]) {
      expect(within(vip).getByTestId('leader-name').textContent).toBe('laith');
      expect(within(vip).getByTestId('vip-badge')).toBeTruthy();
      expect(vip.querySelector('[data-vip="true"] .vip-sparkle')).not.toBeNull();
      expect(within(plain).getByTestId('leader-name').textContent).toBe('sameer');
      expect(within(plain).queryByTestId('vip-badge')).toBeNull();
      expect(plain.querySelector('[data-vip]')).toBeNull();
    }
  });
});
