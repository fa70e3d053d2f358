import { QueryClient } from '@tanstack/react-query';
import { getGetBloodContractsQueryKey } from '../api/generated/blood-contracts/blood-contracts';
import { getGetFightHistoryQueryKey } from '../api/generated/fight/fight';
import { getGetLeaderboardQueryKey } from '../api/generated/leaderboard/leaderboard';
import { getSearchUsersQueryKey } from '../api/generated/players/players';
import { fakeSocket } from '../test/fake-socket';
import { syncSocketToQueryCache } from './sync';

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

  it('writes rankings:update into the cached boards of its sort only', () => {
    const queryClient = new QueryClient();
    const money = getGetLeaderboardQueryKey({ sort: 'money', limit: 50 });
    const fame = getGetLeaderboardQueryKey({ sort: 'fame', limit: 50 });
    queryClient.setQueryData(money, { sort: 'money', rankings: [], ratings: {} });
    queryClient.setQueryData(fame, { sort: 'fame', rankings: [], ratings: {} });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    const board = { sort: 'money', rankings: [{ userId: 'u1', position: 1 }], ratings: {} };
    push('rankings:update', board);
    expect(queryClient.getQueryData(money)).toEqual(board);
    expect(queryClient.getQueryData(fame)).toEqual({ sort: 'fame', rankings: [], ratings: {} });
  });

  it('refreshes the player search when a training completes', () => {
    const queryClient = new QueryClient();
    const key = getSearchUsersQueryKey({ sort: 'level', limit: 50 });
    queryClient.setQueryData(key, []);
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('training:complete', { id: 1 });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
