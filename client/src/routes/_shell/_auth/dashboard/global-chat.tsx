import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import { getGetGlobalMessagesQueryOptions } from '../../../../api/generated/global-chat/global-chat';
import { GlobalChatPage } from '../../../../features/talk/GlobalChatPage';

/** The global chat (spec 000 sections 2 and 7). */
export const Route = createFileRoute('/_shell/_auth/dashboard/global-chat')({
  loader: ({ context }) => primeQuery(context, getGetGlobalMessagesQueryOptions()),
  component: GlobalChatPage,
});
