import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { getGetInboxQueryOptions } from '../../../../api/generated/messages/messages';
import { MessagesPage } from '../../../../features/talk/MessagesPage';
import { primeQuery } from '../../../../lib/route-loader';

/** `?with=<userId>` opens one conversation; anything else (empty, not a string) is the inbox. */
const messagesSearch = z.object({ with: z.string().min(1).optional().catch(undefined) });

/** Private messages: the inbox, or `?with=<userId>` for one conversation (spec 000 sections 2 and 7). */
export const Route = createFileRoute('/_shell/_auth/dashboard/messages')({
  validateSearch: (search: Record<string, unknown>) => messagesSearch.parse(search),
  loaderDeps: ({ search }) => ({ with: search.with }),
  // The inbox only: reading a conversation marks it read on the server, which a link's preload must not do.
  loader: ({ context, deps }) => (deps.with ? undefined : primeQuery(context, getGetInboxQueryOptions())),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { with: withUserId } = Route.useSearch();
  return <MessagesPage withUserId={withUserId} />;
}
