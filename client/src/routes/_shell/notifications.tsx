import { createFileRoute } from '@tanstack/react-router';
import { primeInfiniteQuery } from '../../lib/route-loader';
import { notificationPagesQueryOptions, NotificationsPage } from '../../features/talk/NotificationsPage';

/** The player's notifications (spec 000 sections 2 and 7). */
export const Route = createFileRoute('/_shell/notifications')({
  loader: ({ context }) => primeInfiniteQuery(context, notificationPagesQueryOptions()),
  component: NotificationsPage,
});
