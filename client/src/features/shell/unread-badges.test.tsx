import { answer, calls, callTimes, resetFakeApi } from '../../test/fake-api';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  getGetInboxQueryKey,
  getGetUnreadMessagesCountQueryKey,
} from '../../api/generated/messages/messages';
import { getGetUnreadNotificationsCountQueryKey } from '../../api/generated/notifications/notifications';
import { latestCount, NOTIFICATION_COUNT_DELAY_MS, useUnreadBadges } from './unread-badges';

const INBOX = '/api/messages/inbox';
const COUNT = '/api/notifications/unread-count';

const conversation = (otherUserId: string, hasUnreadMessages: boolean) => ({
  otherUserId,
  otherUsername: otherUserId,
  otherAvatarUrl: null,
  lastMessage: 'مرحبا',
  lastMessageId: 1,
  lastMessageFromMe: false,
  lastMessageAt: '2030-01-01T00:00:00Z',
  hasUnreadMessages,
  unreadCount: hasUnreadMessages ? 2 : 0,
});

function renderBadges() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useUnreadBadges(true), { wrapper }) };
}

describe('useUnreadBadges (spec 000 sections 7 to 9)', () => {
  beforeEach(resetFakeApi);

  it('counts the inbox conversations with unread messages, and asks for the notification count 1 s later', async () => {
    answer(INBOX, 200, {
      conversations: [conversation('a', true), conversation('b', false), conversation('c', true)],
    });
    answer(COUNT, 200, { success: true, data: { count: 120 } });
    const started = Date.now();
    const { result } = renderBadges();
    await waitFor(() => expect(result.current.messages).toBe(2), { timeout: 5000 });
    await waitFor(() => expect(result.current.notifications).toBe(120), { timeout: 5000 });
    expect(calls).toEqual([INBOX, COUNT]);
    expect(callTimes[1] - started).toBeGreaterThanOrEqual(NOTIFICATION_COUNT_DELAY_MS);
  });

  it('makes no further inbox or notification call after a 404', async () => {
    answer(INBOX, 404, { statusCode: 404, code: 'CHARACTER_REQUIRED', error: 'x', message: 'x' });
    answer(COUNT, 200, { success: true, data: { count: 1 } });
    const { queryClient } = renderBadges();
    await waitFor(() => expect(calls).toEqual([INBOX]), { timeout: 5000 });
    // Past the notification delay, inside act: its timer updates the hook's state.
    await act(() => new Promise((resolve) => setTimeout(resolve, NOTIFICATION_COUNT_DELAY_MS + 300)));
    // A push that would refetch (receive_message invalidates the inbox) asks nothing either.
    await act(() => queryClient.invalidateQueries());
    expect(calls).toEqual([INBOX]);
  });

  it('makes no further call after a 401 from the notification count', async () => {
    answer(INBOX, 200, { conversations: [] });
    answer(COUNT, 401, { statusCode: 401, code: 'UNAUTHENTICATED', error: 'x', message: 'x' });
    const { queryClient } = renderBadges();
    await waitFor(() => expect(calls).toEqual([INBOX, COUNT]), { timeout: 5000 });
    // The call is recorded before its 401 reaches the hook: wait until the hook has turned both
    // queries off (on a busy machine the refetch below could otherwise still run).
    await waitFor(
      () => {
        for (const queryKey of [getGetInboxQueryKey(), getGetUnreadNotificationsCountQueryKey()])
          expect(queryClient.getQueryCache().find({ queryKey })?.isDisabled()).toBe(true);
      },
      { timeout: 5000 },
    );
    await act(() => queryClient.invalidateQueries());
    expect(calls).toEqual([INBOX, COUNT]);
  });

  it('shows the counts the socket pushes once they are newer than the calls', async () => {
    answer(INBOX, 200, { conversations: [conversation('a', true)] });
    answer(COUNT, 200, { success: true, data: { count: 3 } });
    const { result, queryClient } = renderBadges();
    await waitFor(() => expect(result.current.notifications).toBe(3), { timeout: 5000 });
    expect(result.current.messages).toBe(1);
    act(() => {
      queryClient.setQueryData(getGetUnreadMessagesCountQueryKey(), { count: 5 });
      queryClient.setQueryData(getGetUnreadNotificationsCountQueryKey(), {
        success: true,
        data: { count: 7 },
      });
    });
    await waitFor(() => expect(result.current.messages).toBe(5), { timeout: 5000 });
    expect(result.current.notifications).toBe(7);
  });
});

describe('latestCount', () => {
  it('takes the most recently learnt count, ignoring unknown ones', () => {
    expect(latestCount({ count: 1, at: 10 }, { count: 4, at: 20 })).toBe(4);
    expect(latestCount({ count: 1, at: 30 }, { count: 4, at: 20 })).toBe(1);
    expect(latestCount({ count: undefined, at: 0 }, { count: 4, at: 20 })).toBe(4);
    expect(latestCount({ count: undefined, at: 0 })).toBeUndefined();
    expect(latestCount({ count: 1, at: 20 }, { count: 4, at: 20 })).toBe(4);
  });
});
