import { QueryClient } from '@tanstack/react-query';
import { getCommitCrimeMutationOptions, getGetCrimesQueryKey } from '../api/generated/crimes/crimes';
import type { CrimeListDto } from '../api/generated/model/crimeListDto';
import { crimeListAfterAttempt } from './crime-cooldowns';
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

describe('the crimes list after an attempt (issue 16: no whole list per crime)', () => {
  const crime = (id: number, cooldownRemainingSeconds: number) => ({
    id,
    name: `c${id}`,
    cooldownRemainingSeconds,
  });

  it('restarts the committed crime and ages the other countdowns by the time since the list came', () => {
    const list = { crimes: [crime(1, 0), crime(2, 40), crime(3, 10)] } as unknown as CrimeListDto;
    expect(crimeListAfterAttempt(list, { crimeId: 1, cooldownSeconds: 60 }, 12_500).crimes).toEqual([
      crime(1, 60),
      crime(2, 27.5),
      crime(3, 0),
    ]);
  });

  it('sets the list in the cache on crime:update, and leaves an unfetched list alone', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('crime:update', { crimeId: 2, success: true, cooldownSeconds: 45 });
    expect(queryClient.getQueryData(getGetCrimesQueryKey())).toBeUndefined();

    queryClient.setQueryData(getGetCrimesQueryKey(), { crimes: [crime(1, 0), crime(2, 0)] });
    push('crime:update', { crimeId: 2, success: false, cooldownSeconds: 45 });
    const after = queryClient.getQueryData<CrimeListDto>(getGetCrimesQueryKey());
    expect(after?.crimes.map((c) => c.cooldownRemainingSeconds)).toEqual([0, 45]);
  });
});
