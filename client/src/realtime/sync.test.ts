import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { getGetCharacterProfileQueryKey, getGetHudQueryKey } from '../api/generated/character/character';
import { getGetBankQueryKey } from '../api/generated/bank/bank';
import {
  getGetConfinementQueryKey,
  getGetJailInmatesQueryKey,
} from '../api/generated/confinement/confinement';
import { getGetCrimesQueryKey } from '../api/generated/crimes/crimes';
import { getGetFightHistoryQueryKey } from '../api/generated/fight/fight';
import { getGetGymQueryKey } from '../api/generated/gym/gym';
import { getGetJobsQueryKey } from '../api/generated/jobs/jobs';
import { getGetUnreadMessagesCountQueryKey } from '../api/generated/messages/messages';
import { getGetUnreadNotificationsCountQueryKey } from '../api/generated/notifications/notifications';
import { fakeSocket } from '../test/fake-socket';
import { syncSocketToQueryCache } from './sync';

const hud = {
  hp: 1,
  maxHp: 2,
  energy: 3,
  maxEnergy: 4,
  exp: 5,
  nextLevelExp: 6,
  level: 1,
  money: 7,
  blackcoins: 8,
};

describe('syncSocketToQueryCache', () => {
  it('writes hud:update into the HUD query', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('hud:update', hud);
    expect(queryClient.getQueryData(getGetHudQueryKey())).toEqual(hud);
  });

  it('writes the badge count pushes as the bodies of the two unread-count calls', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('unreadMessagesCount:update', { count: 4 });
    push('notificationsCount:update', { count: 120 });
    expect(queryClient.getQueryData(getGetUnreadMessagesCountQueryKey())).toEqual({ count: 4 });
    expect(queryClient.getQueryData(getGetUnreadNotificationsCountQueryKey())).toEqual({
      success: true,
      data: { count: 120 },
    });
  });

  it('keeps pushes that are not server state out of the cache', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('muted', { until: '2030-01-01T00:00:00Z' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('writes the crimes, confinement, jobs and bank pushes into their generated queries', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('crimesList:update', { crimes: [] });
    push('confinementUpdate', { hospital: { inHospital: false }, jail: { inJail: true } });
    push('jobs:update', { playerLevel: 2, currentJob: null, jobs: [] });
    push('bank:update', { balance: 10, money: 5, history: [] });
    expect(queryClient.getQueryData(getGetCrimesQueryKey())).toEqual({ crimes: [] });
    expect(queryClient.getQueryData(getGetConfinementQueryKey())).toEqual({
      hospital: { inHospital: false },
      jail: { inJail: true },
    });
    expect(queryClient.getQueryData(getGetJobsQueryKey())).toEqual({
      playerLevel: 2,
      currentJob: null,
      jobs: [],
    });
    expect(queryClient.getQueryData(getGetBankQueryKey())).toEqual({ balance: 10, money: 5, history: [] });
  });

  it('puts a started training into the gym and refreshes the gym when it completes', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetGymQueryKey(), { training: null, strength: 10 });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('training:start', { id: 1, stat: 'strength' });
    expect(queryClient.getQueryData(getGetGymQueryKey())).toEqual({
      training: { id: 1, stat: 'strength' },
      strength: 10,
    });
    queryClient.setQueryData(getGetGymQueryKey(), { training: null, strength: 11 });
    push('training:complete', { id: 1 });
    expect(queryClient.getQueryState(getGetGymQueryKey())?.isInvalidated).toBe(true);
  });

  it('refreshes the jail list when the player leaves jail', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetJailInmatesQueryKey(), { players: [] });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('jail:leave', { releasedAt: '2030-01-01T00:00:00Z' });
    expect(queryClient.getQueryState(getGetJailInmatesQueryKey())?.isInvalidated).toBe(true);
  });

  it('marks the character profile stale when the player enters hospital', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetCharacterProfileQueryKey(), { level: 1 });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('hospital:enter', { until: '2030-01-01T00:00:00Z' });
    expect(queryClient.getQueryState(getGetCharacterProfileQueryKey())?.isInvalidated).toBe(true);
  });

  it('asks again, on every (re)authentication, for the state of the screens on display only', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    const { socket, push, emitted } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    const shown = [getGetCrimesQueryKey(), getGetBankQueryKey()].map((queryKey) =>
      new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => undefined),
    );
    // A cached query no screen shows any more is left alone.
    queryClient.setQueryData(getGetJobsQueryKey(), { jobs: [] });

    // The badge counts are asked for on every authentication too (sync-talk.test.ts).
    const screenRequests = () => emitted.filter((event) => !event.endsWith('Count:request')).sort();
    push('authenticated', { user: { id: 'u1' } });
    expect(screenRequests()).toEqual(['bank:request', 'crimes:request']);

    shown[1]();
    emitted.length = 0;
    push('authenticated', { user: { id: 'u1' } });
    expect(screenRequests()).toEqual(['crimes:request']);
    shown[0]();
  });

  it('asks again for the HUD while shown and refetches a cached fight history on re-authentication', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    const { socket, push, emitted } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('authenticated', { user: { id: 'u1' } });
    expect(emitted).not.toContain('hud:request');

    const hudShown = new QueryObserver(queryClient, {
      queryKey: getGetHudQueryKey(),
      enabled: false,
    }).subscribe(() => undefined);
    queryClient.setQueryData(getGetFightHistoryQueryKey(), { fights: [] });
    push('authenticated', { user: { id: 'u1' } });
    expect(emitted).toContain('hud:request');
    expect(queryClient.getQueryState(getGetFightHistoryQueryKey())?.isInvalidated).toBe(true);
    hudShown();
  });

  it('stops listening when stopped', () => {
    const queryClient = new QueryClient();
    const { socket, push, listenerCount } = fakeSocket();
    const stop = syncSocketToQueryCache(socket, queryClient);
    stop();
    expect(listenerCount()).toBe(0);
    push('hud:update', hud);
    expect(queryClient.getQueryData(getGetHudQueryKey())).toBeUndefined();
  });
});
