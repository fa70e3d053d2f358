import { createFileRoute } from '@tanstack/react-router';
import { getGetInboxQueryOptions } from '../../../../api/generated/messages/messages';
import { MessagesPage } from '../../../../features/talk/MessagesPage';
import { primeQuery } from '../../../../lib/route-loader';
import { optionalString } from '../../../../lib/search-params';

/** Private messages: the inbox, or `?with=<userId>` for one conversation (spec 000 sections 2 and 7). */
export const Route = createFileRoute('/_shell/_auth/dashboard/messages')({
  // `?with=<userId>` opens one conversation; anything else (empty, not a string) is the inbox. Read
  // without a schema library: validateSearch runs in every player's first download.
  validateSearch: (search: Record<string, unknown>): { with?: string } => ({
    with: optionalString(search, 'with'),
  }),
  loaderDeps: ({ search }) => ({ with: search.with }),
  // The inbox only: reading a conversation marks it read on the server, which a link's preload must not do.
  loader: ({ context, deps }) => (deps.with ? undefined : primeQuery(context, getGetInboxQueryOptions())),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { with: withUserId } = Route.useSearch();
  return <MessagesPage withUserId={withUserId} />;
}
