import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/talk/NotificationsPage';

/** The player's notifications (spec 000 sections 2 and 7). */
export const Route = createFileRoute('/_shell/notifications')({
  component: NotificationsPage,
});
