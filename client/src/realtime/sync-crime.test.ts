import { QueryClient } from '@tanstack/react-query';
import { getCommitCrimeMutationOptions, getGetCrimesQueryKey } from '../api/generated/crimes/crimes';
import { fakeSocket } from '../test/fake-socket';
import { getLatestCrimeResultQueryKey } from './crime-result-key';
import { syncSocketToQueryCache } from './sync';

describe('syncSocketToQueryCache (crimes)', () => {
  it("keys the latest crime result by orval's generated key of POST /api/crimes/{id}/commit", () => {
    expect(getLatestCrimeResultQueryKey()).toEqual(getCommitCrimeMutationOptions().mutationKey);
  });

  it('writes crime:update into the latest crime result, replacing the previous one', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('crime:update', { crimeId: 1, success: false, message: 'فشلت' });
    push('crime:update', { crimeId: 2, success: true, moneyGained: 120 });
    expect(queryClient.getQueryData(getLatestCrimeResultQueryKey())).toEqual({
      crimeId: 2,
      success: true,
      moneyGained: 120,
    });
  });

  it('keeps the latest result apart from the crimes list, which crimesList:update replaces', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('crime:update', { crimeId: 3, success: true });
    push('crimesList:update', { crimes: [] });
    void queryClient.invalidateQueries({ queryKey: getGetCrimesQueryKey() });
    expect(queryClient.getQueryData(getGetCrimesQueryKey())).toEqual({ crimes: [] });
    expect(queryClient.getQueryState(getLatestCrimeResultQueryKey())?.isInvalidated).toBe(false);
  });
});
