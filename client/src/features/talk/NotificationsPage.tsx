import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Bell, CheckCheck, Trash2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  deleteNotification,
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../api/generated/notifications/notifications';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import { arTalk } from '../../i18n/ar-talk';
import { NOTIFICATION_PAGES_KEY, notificationPagesEdited } from '../../realtime/answer-writes';
import { formatMessageTime, notificationLink } from './talk-rules';

/** Spec 000 section 7: a page holds 30 notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 30;

/** The paged list, 30 at a time (the screen's and its route loader's). */
export function notificationPagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: NOTIFICATION_PAGES_KEY,
    queryFn: ({ pageParam, signal }) =>
      getNotifications({ page: pageParam, limit: NOTIFICATIONS_PAGE_SIZE }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.data.hasMore ? pages.length + 1 : undefined),
  });
}

/** `/notifications`: the player's notifications, newest first, 30 at a time. */
export function NotificationsPage() {
  const signedIn = useSession() !== null;
  return (
    <SectionPage bannerKey="notifications" title={ar.nav.notifications}>
      {signedIn ? <NotificationList /> : <EmptyState title={arPvp.pvp.signInRequired} />}
    </SectionPage>
  );
}

function NotificationList() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useInfiniteQuery(notificationPagesQueryOptions());
  const notifications = list.data?.pages.flatMap((p) => p.data.notifications) ?? [];
  const anyUnread = notifications.some((n) => !n.isRead);
  const t = arTalk.notificationsPage;

  const edit = (change: Parameters<typeof notificationPagesEdited>[1]) =>
    notificationPagesEdited(queryClient, change);

  const markRead = (id: number) => {
    edit((list) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
    markNotificationRead(id).catch((error: unknown) => toast.error(errorText(error)));
  };
  const remove = (id: number) =>
    deleteNotification(id).then(
      () => edit((list) => list.filter((n) => n.id !== id)),
      (error: unknown) => void toast.error(errorText(error)),
    );
  const markAll = () =>
    markAllNotificationsRead().then(
      () => edit((list) => list.map((n) => ({ ...n, isRead: true }))),
      (error: unknown) => void toast.error(errorText(error)),
    );

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-night-300">{t.intro}</p>
        {anyUnread && (
          <Button
            variant="secondary"
            className="ms-auto min-h-9 px-3 py-1 text-sm"
            onClick={() => void markAll()}
          >
            <CheckCheck className="size-4" aria-hidden />
            {t.markAll}
          </Button>
        )}
      </div>
      {list.isPending && (
        <p role="status" className="text-night-300">
          {arTalk.talk.loading}
        </p>
      )}
      {list.isError && <ErrorPanel detail={errorText(list.error)} onRetry={() => list.refetch()} />}
      {list.data && notifications.length === 0 && <EmptyState title={t.empty} />}
      {notifications.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="notifications">
          {notifications.map((n) => (
            <li
              key={n.id}
              data-testid="notification"
              data-read={n.isRead}
              className={`flex items-start gap-3 rounded-2xl border p-3 ${
                n.isRead ? 'border-night-800 bg-night-900/70' : 'border-blood-700/60 bg-blood-950/30'
              }`}
            >
              <button
                type="button"
                className="flex min-w-0 flex-1 items-start gap-3 text-start"
                onClick={() => {
                  if (!n.isRead) markRead(n.id);
                  const link = notificationLink(n.type, n.data);
                  // The links are known routes of this app; their search is optional.
                  if (link) void navigate({ to: link.to as never, search: link.search as never });
                }}
              >
                <span className="relative mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-night-800">
                  <Bell className="size-4 text-night-300" aria-hidden />
                  {!n.isRead && (
                    <span
                      className="absolute -top-0.5 -end-0.5 size-2.5 rounded-full bg-blood-500"
                      title={t.unread}
                    />
                  )}
                </span>
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className={`break-words ${n.isRead ? 'text-night-300' : 'font-bold text-white'}`}>
                    {n.message}
                  </span>
                  <time dateTime={n.createdAt} className="text-xs text-night-500">
                    {formatMessageTime(n.createdAt, arTalk.talk)}
                  </time>
                </span>
              </button>
              <button
                type="button"
                className="grid size-8 shrink-0 place-items-center rounded-lg text-night-400 hover:bg-night-800 hover:text-white"
                title={t.delete}
                aria-label={t.delete}
                onClick={() => void remove(n.id)}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          pending={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t.loadMore}
        </Button>
      )}
    </>
  );
}
