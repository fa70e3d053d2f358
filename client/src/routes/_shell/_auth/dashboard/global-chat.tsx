import { createFileRoute } from '@tanstack/react-router';
import { GlobalChatPage } from '../../../../features/talk/GlobalChatPage';

/** The global chat (spec 000 sections 2 and 7). */
export const Route = createFileRoute('/_shell/_auth/dashboard/global-chat')({
  component: GlobalChatPage,
});
