import { QueryClient } from '@tanstack/react-query';
import { getGetLoginGiftQueryKey } from '../api/generated/login-gift/login-gift';
import type { LoginGiftStatusDto } from '../api/generated/model/loginGiftStatusDto';
import type { TasksDto } from '../api/generated/model/tasksDto';
import { getGetTasksQueryKey, getGetUnclaimedTasksCountQueryKey } from '../api/generated/tasks/tasks';
import { fakeSocket } from '../test/fake-socket';
import { syncSocketToQueryCache } from './sync';

describe('syncSocketToQueryCache (login gift and tasks)', () => {
  it('writes loginGift:update into the login-gift query', () => {
    const { socket, push } = fakeSocket();
    const queryClient = new QueryClient();
    syncSocketToQueryCache(socket, queryClient);
    const status = {
      canClaim: false,
      currentDay: 3,
      claimedDays: [1, 2, 3],
      streak: 3,
    } as LoginGiftStatusDto;
    push('loginGift:update', status);
    expect(queryClient.getQueryData(getGetLoginGiftQueryKey())).toBe(status);
  });

  it('writes tasks:update into the tasks query and the badge count', () => {
    const { socket, push } = fakeSocket();
    const queryClient = new QueryClient();
    syncSocketToQueryCache(socket, queryClient);
    const tasks = { tasks: [], unclaimedCount: 4, progressPoints: 10 } as unknown as TasksDto;
    push('tasks:update', tasks);
    expect(queryClient.getQueryData(getGetTasksQueryKey())).toBe(tasks);
    expect(queryClient.getQueryData(getGetUnclaimedTasksCountQueryKey())).toEqual({ count: 4 });
  });

  it('writes unclaimedTasksCount:update into the badge query and marks a cached task list stale', () => {
    const { socket, push } = fakeSocket();
    const queryClient = new QueryClient();
    syncSocketToQueryCache(socket, queryClient);
    queryClient.setQueryData(getGetTasksQueryKey(), { tasks: [], unclaimedCount: 0 });
    push('unclaimedTasksCount:update', { count: 120 });
    expect(queryClient.getQueryData(getGetUnclaimedTasksCountQueryKey())).toEqual({ count: 120 });
    expect(queryClient.getQueryState(getGetTasksQueryKey())?.isInvalidated).toBe(true);
  });
});
