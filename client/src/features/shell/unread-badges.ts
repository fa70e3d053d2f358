import { useEffect, useState } from 'react';
import { useGetInbox, useGetUnreadMessagesCount } from '../../api/generated/messages/messages';
import type { InboxDto } from '../../api/generated/model/inboxDto';
import { useGetUnreadNotificationsCount } from '../../api/generated/notifications/notifications';
import { errorStatus } from '../../api/http';

/** Spec 000 section 9: the first notification count load waits 1 s. */
export const NOTIFICATION_COUNT_DELAY_MS = 1000;

/** Spec 000 section 8: a 404 or 401 from the notification or inbox calls means the user is gone: stop asking. */
export function endsBadgeCalls(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 401;
}

/** Spec 000 section 7: the messages badge counts the inbox's conversations with unread messages. */
export function unreadConversations(inbox: InboxDto): number {
  return inbox.conversations.filter((conversation) => conversation.hasUnreadMessages).length;
}

/** A badge count and when it was learnt (ms since the epoch; 0 when never). */
export interface TimedCount {
  count: number | undefined;
  at: number;
}

/**
 * The most recently learnt of several counts of the same thing (the REST answer or a socket push);
 * on a tie the later argument wins.
 */
export function latestCount(...counts: TimedCount[]): number | undefined {
  let latest: TimedCount | undefined;
  for (const c of counts) if (c.count !== undefined && (!latest || c.at >= latest.at)) latest = c;
  return latest?.count;
}

/**
 * The side HUD's unread badges (spec 000 sections 7 to 9): messages from GET /api/messages/inbox,
 * notifications from GET /api/notifications/unread-count 1 s after the shell opens; both kept live by
 * `unreadMessagesCount:update` / `notificationsCount:update` (written by `realtime/sync.ts` into the
 * unread-count queries) and by the inbox refetches the message pushes cause. After a 404 or 401 from
 * either call no further call is made (the pushed counts still show).
 * @param enabled the player has a character (account set up).
 */
export function useUnreadBadges(enabled: boolean): { messages?: number; notifications?: number } {
  const [stopped, setStopped] = useState(false);
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setDelayed(true), NOTIFICATION_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled]);

  const inbox = useGetInbox({ query: { enabled: enabled && !stopped, retry: false } });
  const notifications = useGetUnreadNotificationsCount({
    query: { enabled: enabled && delayed && !stopped, retry: false },
  });
  // Never fetched: only the socket's `unreadMessagesCount:update` fills it.
  const pushedMessages = useGetUnreadMessagesCount({ query: { enabled: false } });

  const ended = endsBadgeCalls(inbox.error) || endsBadgeCalls(notifications.error);
  useEffect(() => {
    if (ended) setStopped(true);
  }, [ended]);

  return {
    messages: latestCount(
      { count: inbox.data && unreadConversations(inbox.data), at: inbox.dataUpdatedAt },
      { count: pushedMessages.data?.count, at: pushedMessages.dataUpdatedAt },
    ),
    notifications: notifications.data?.data.count,
  };
}
