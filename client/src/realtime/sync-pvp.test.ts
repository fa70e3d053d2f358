import { QueryClient } from '@tanstack/react-query';
import { getGetBloodContractsQueryKey } from '../api/generated/blood-contracts/blood-contracts';
import { getGetFightHistoryQueryKey } from '../api/generated/fight/fight';
import { getGetLeaderboardQueryKey } from '../api/generated/leaderboard/leaderboard';
import type { GameSocket } from './socket';
import { syncSocketToQueryCache } from './sync';

/** A socket that only keeps handlers, so the test can push events into them. */
function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    on: (event: string, handler: (payload: unknown) => void) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off: (event: string, handler: (payload: unknown) => void) => handlers.get(event)?.delete(handler),
  };
  const push = (event: string, payload?: unknown) => handlers.get(event)?.forEach((h) => h(payload));
  return { socket: socket as unknown as GameSocket, push };
}

describe('syncSocketToQueryCache (player versus player)', () => {
  it('puts a pushed fight at the top of the fight history once, whether it came as fightResult or fight:update', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetFightHistoryQueryKey(), { fights: [{ fightId: 'old' }] });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('fightResult', { fightId: 'new' });
    push('fight:update', { fightId: 'new' });
    expect(queryClient.getQueryData(getGetFightHistoryQueryKey())).toEqual({
      fights: [{ fightId: 'new' }, { fightId: 'old' }],
    });
  });

  it('writes bloodContract:update into the contracts query', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('bloodContract:update', { contracts: [] });
    expect(queryClient.getQueryData(getGetBloodContractsQueryKey())).toEqual({ contracts: [] });
  });

  it('refreshes every cached leaderboard on rankings:update', () => {
    const queryClient = new QueryClient();
    const key = getGetLeaderboardQueryKey({ sort: 'money', limit: 50 });
    queryClient.setQueryData(key, { rankings: [], ratings: {} });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('rankings:update', { rankings: [], ratings: {} });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('refreshes the player search when a training completes', () => {
    const queryClient = new QueryClient();
    const key = ['/api/v1/search/users', { sort: 'level', limit: 50 }];
    queryClient.setQueryData(key, []);
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('training:complete', { id: 1 });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
