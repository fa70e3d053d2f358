import { QueryClient } from '@tanstack/react-query';
import { getGetConversationQueryKey } from '../api/generated/messages/messages';
import { getGetGlobalMessagesQueryKey } from '../api/generated/global-chat/global-chat';
import { fakeSocket } from '../test/fake-socket';
import { syncSocketToQueryCache } from './sync';

describe('syncSocketToQueryCache (talk)', () => {
  it('asks for the badge counts once authenticated', () => {
    const { socket, push, emitted } = fakeSocket();
    syncSocketToQueryCache(socket, new QueryClient());
    push('authenticated', { user: { id: 'me' } });
    expect(emitted).toEqual([
      'unreadMessagesCount:request',
      'notificationsCount:request',
      'unclaimedTasksCount:request',
    ]);
  });

  it('appends a global message once, keeping the last 50', () => {
    const queryClient = new QueryClient();
    const old = Array.from({ length: 50 }, (_, i) => ({ id: i + 1 }));
    queryClient.setQueryData(getGetGlobalMessagesQueryKey(), { messages: old });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('global_message', { id: 51 });
    push('global_message', { id: 51 });
    const chat = queryClient.getQueryData<{ messages: { id: number }[] }>(getGetGlobalMessagesQueryKey());
    expect(chat?.messages).toHaveLength(50);
    expect(chat?.messages[0].id).toBe(2);
    expect(chat?.messages.at(-1)?.id).toBe(51);
  });

  it('adds a received private message to its open conversation and applies read receipts', () => {
    const queryClient = new QueryClient();
    const key = getGetConversationQueryKey('other');
    queryClient.setQueryData(key, { otherUserId: 'other', otherUsername: 'o', hasMore: false, messages: [] });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('message_sent', { id: 7, senderId: 'me', receiverId: 'other', isRead: false, readAt: null });
    push('message_read', { readerId: 'other', senderId: 'me', messageIds: [7], readAt: 'now' });
    const conversation = queryClient.getQueryData<{ messages: { id: number; isRead: boolean }[] }>(key);
    expect(conversation?.messages).toEqual([
      { id: 7, senderId: 'me', receiverId: 'other', isRead: true, readAt: 'now' },
    ]);
  });
});
