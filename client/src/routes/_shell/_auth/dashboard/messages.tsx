import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../../features/talk/MessagesPage';

/** Private messages: the inbox, or `?with=<userId>` for one conversation (spec 000 sections 2 and 7). */
export const Route = createFileRoute('/_shell/_auth/dashboard/messages')({
  validateSearch: (search: Record<string, unknown>): { with?: string } =>
    typeof search.with === 'string' && search.with ? { with: search.with } : {},
  component: MessagesRoute,
});

function MessagesRoute() {
  const { with: withUserId } = Route.useSearch();
  return <MessagesPage withUserId={withUserId} />;
}
