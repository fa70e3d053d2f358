import { act, renderHook } from '@testing-library/react';
import type { LeaderboardSort } from '../../api/generated/model/leaderboardSort';
import { DISCONNECTED, setConnectionState } from '../../realtime/connection-state';
import type { GameSocket } from '../../realtime/socket';
import { fakeSocket } from '../../test/fake-socket';
import { LEADERBOARD_LIMIT } from './pvp-rules';
import { useLeaderboardRoom } from './use-leaderboard-room';

let current: GameSocket | null = null;
jest.mock('../../realtime/socket', () => ({ getSocket: () => current }));

function connect() {
  const fake = fakeSocket();
  (fake.socket as unknown as { connected: boolean }).connected = true;
  current = fake.socket;
  act(() => setConnectionState({ connected: true, authenticated: true }));
  const sent = () => fake.calls.map((c) => [c.event, c.args[0]]);
  return { ...fake, sent };
}

describe('useLeaderboardRoom', () => {
  afterEach(() => {
    current = null;
    act(() => setConnectionState(DISCONNECTED));
  });

  it('joins the leaderboard room and asks for the board shown, asks again per tab, and leaves on close', () => {
    const { sent } = connect();
    const { rerender, unmount } = renderHook(({ sort }) => useLeaderboardRoom(sort, true), {
      initialProps: { sort: 'fame' as LeaderboardSort },
    });
    expect(sent()).toEqual([
      ['join', { room: 'leaderboard', sort: 'fame' }],
      ['rankings:request', { sort: 'fame', limit: LEADERBOARD_LIMIT }],
    ]);
    rerender({ sort: 'money' });
    expect(sent().slice(2)).toEqual([['rankings:request', { sort: 'money', limit: LEADERBOARD_LIMIT }]]);
    unmount();
    expect(sent().slice(3)).toEqual([['leave', { room: 'leaderboard' }]]);
  });

  it('joins again with the tab shown after a reconnection, and sends no leave over a dropped socket', () => {
    const { socket, sent } = connect();
    renderHook(({ sort }) => useLeaderboardRoom(sort, true), {
      initialProps: { sort: 'level' as LeaderboardSort },
    });
    (socket as unknown as { connected: boolean }).connected = false;
    act(() => setConnectionState({ connected: false, authenticated: false }));
    expect(sent()).toHaveLength(2);
    const fresh = connect();
    expect(fresh.sent()).toEqual([
      ['join', { room: 'leaderboard', sort: 'level' }],
      ['rankings:request', { sort: 'level', limit: LEADERBOARD_LIMIT }],
    ]);
  });

  it('sends nothing while the screen is locked or the socket is not authenticated', () => {
    const { sent } = connect();
    const { rerender } = renderHook(({ enabled }) => useLeaderboardRoom('fame', enabled), {
      initialProps: { enabled: false },
    });
    expect(sent()).toEqual([]);
    act(() => setConnectionState({ authenticated: false }));
    rerender({ enabled: true });
    expect(sent()).toEqual([]);
  });
});
