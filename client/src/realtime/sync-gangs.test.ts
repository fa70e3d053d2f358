import { QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  getGetGangJoinRequestsQueryKey,
  getGetGangQueryKey,
  getGetMyGangQueryKey,
  getGetMyJoinRequestsQueryKey,
  getListGangsQueryKey,
} from '../api/generated/gangs/gangs';
import type { GangDto } from '../api/generated/model/gangDto';
import { saveSession, clearSession } from '../auth/session';
import { fakeSocket } from '../test/fake-socket';
import { ownGangOf, syncSocketToQueryCache } from './sync';

function gang(
  id: number,
  members: { userId: string; role: GangDto['GangMembers'][number]['role'] }[],
): GangDto {
  return {
    id,
    name: `gang${id}`,
    description: '',
    board: '',
    money: 500,
    maxMembers: 20,
    memberCount: members.length,
    totalFame: 0,
    createdAt: '2026-11-24T00:00:00.000Z',
    GangMembers: members.map((m, i) => ({
      id: i + 1,
      ...m,
      User: {
        id: m.userId,
        username: m.userId,
        avatarUrl: null,
        isVip: false,
        isAdmin: false,
        isOnline: true,
        Character: { fame: 0, level: 10 },
      },
    })),
  };
}

const isStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

describe('syncSocketToQueryCache (gangs)', () => {
  beforeEach(() =>
    saveSession({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 900,
      user: { id: 'me', displayName: 'me', isGuest: false, isAdmin: false },
    } as never),
  );
  afterEach(() => clearSession());

  it('writes gang:update into GET /api/gangs/{id} and the own gang with the player’s rank', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    const page = gang(7, [
      { userId: 'boss', role: 'BOSS' },
      { userId: 'me', role: 'NAIB' },
    ]);
    push('gang:update', page);
    expect(queryClient.getQueryData(getGetGangQueryKey(7))).toEqual(page);
    expect(queryClient.getQueryData(getGetMyGangQueryKey())).toEqual({ id: 7, name: 'gang7', role: 'NAIB' });
  });

  it('marks the gang’s join requests and the gang list stale on every update', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetGangJoinRequestsQueryKey(7), []);
    queryClient.setQueryData(getListGangsQueryKey({ page: 1, limit: 20 }), { gangs: [] });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('gang:update', gang(7, [{ userId: 'me', role: 'BOSS' }]));
    expect(isStale(queryClient, getGetGangJoinRequestsQueryKey(7))).toBe(true);
    expect(isStale(queryClient, getListGangsQueryKey({ page: 1, limit: 20 }))).toBe(true);
  });

  it('clears the own gang on a null update and refetches the page the player was in', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetMyGangQueryKey(), { id: 7, name: 'gang7', role: 'AUDW' });
    queryClient.setQueryData(getGetGangQueryKey(7), gang(7, [{ userId: 'me', role: 'AUDW' }]));
    queryClient.setQueryData(getGetMyJoinRequestsQueryKey(), { requests: [] });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('gang:update', null);
    expect(queryClient.getQueryData(getGetMyGangQueryKey())).toBeNull();
    expect(isStale(queryClient, getGetGangQueryKey(7))).toBe(true);
    expect(isStale(queryClient, getGetMyJoinRequestsQueryKey())).toBe(true);
  });

  it('refetches the player’s own join requests when one is rejected', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetMyJoinRequestsQueryKey(), { requests: [{ id: 1 }] });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('notification', { id: 1, type: 'gang_request_rejected', message: 'x', isRead: false });
    expect(isStale(queryClient, getGetMyJoinRequestsQueryKey())).toBe(true);
  });

  it('asks gang:request after (re)authentication only while a gang screen shows the own gang', () => {
    const queryClient = new QueryClient();
    const { socket, push, emitted } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('authenticated', { user: { id: 'me' } });
    expect(emitted).not.toContain('gang:request');

    const observer = new QueryObserver(queryClient, {
      queryKey: getGetMyGangQueryKey(),
      queryFn: () => null,
      enabled: false,
    });
    const stop = observer.subscribe(() => undefined);
    push('authenticated', { user: { id: 'me' } });
    expect(emitted.filter((event) => event === 'gang:request')).toHaveLength(1);
    stop();
  });

  it('has no own gang when the player is not among the members', () => {
    expect(ownGangOf(gang(3, [{ userId: 'other', role: 'BOSS' }]), 'me')).toBeNull();
    expect(ownGangOf(null, 'me')).toBeNull();
  });
});
