import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCheckAdmin } from '../../api/generated/auth/auth';
import { reportGlobalMessage } from '../../api/generated/global-chat/global-chat';
import type { GlobalMessageDto } from '../../api/generated/model/globalMessageDto';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { useConfirm } from '../../components/use-confirm';
import { ar } from '../../i18n/ar';
import { arTalk } from '../../i18n/ar-talk';
import { formatLongDateTime } from '../../lib/format';
import { ChatAdminTools, MuteDialog } from './GlobalChatAdmin';
import { GlobalMessageRow } from './GlobalMessageRow';
import { Composer, ReportDialog } from './TalkBits';
import { GLOBAL_MESSAGE_MAX, reactionAction, sameGroup } from './talk-rules';
import {
  useGlobalChatActions,
  useGlobalChatRoom,
  useGlobalChatSend,
  type MuteState,
} from './use-global-chat';

/**
 * `/dashboard/global-chat`: joins the chat room while open; the last 50 messages and every new one
 * come through the GET /api/global-chat/messages cache entry that `realtime/sync.ts` keeps live.
 */
export function GlobalChatPage() {
  const session = useSession();
  const viewerId = session?.user.id;
  // The same query the shell asks (spec 000 section 6: only for a non-guest; failure means not admin).
  const isAdmin =
    useCheckAdmin({ query: { enabled: session !== null && !session.user.isGuest, retry: false } }).data
      ?.isAdmin === true;
  const { chat, authenticated } = useGlobalChatRoom();
  const { send, sending, sendError, mute } = useGlobalChatSend(authenticated);
  const t = arTalk.globalChat;
  const actions = useGlobalChatActions(t.done);
  const [reporting, setReporting] = useState<number | null>(null);
  const [muting, setMuting] = useState<GlobalMessageDto | null>(null);
  const { confirm, dialog } = useConfirm();
  const confirmed = (question: string, then: () => void) => async () => {
    if (await confirm(question)) then();
  };
  const messages = chat.data?.messages ?? [];

  return (
    <SectionPage bannerKey="chat" title={ar.nav.globalChat}>
      <p className="text-night-300">{t.intro}</p>
      {isAdmin && <ChatAdminTools onClear={confirmed(t.confirmClear, actions.clear)} />}
      {chat.isPending && (
        <p role="status" className="text-night-300">
          {arTalk.talk.loading}
        </p>
      )}
      {chat.isError && <ErrorPanel detail={errorText(chat.error)} onRetry={() => chat.refetch()} />}
      {chat.data && (
        <div className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/70 p-3 sm:p-4">
          <MessageList
            messages={messages}
            render={(message, grouped) => (
              <GlobalMessageRow
                key={message.id}
                message={message}
                grouped={grouped}
                viewerId={viewerId}
                isAdmin={isAdmin}
                onReact={(emoji) =>
                  void actions.react(
                    message.id,
                    emoji,
                    !viewerId || reactionAction(message.reactions, emoji, viewerId) === 'add',
                  )
                }
                onEdit={(content) => actions.edit(message.id, content)}
                onDelete={confirmed(arTalk.talk.confirmDelete, () => void actions.remove(message.id))}
                onReport={() => setReporting(message.id)}
                onMute={() => setMuting(message)}
                onKick={confirmed(t.confirmKick(message.username), () => void actions.kick(message.userId))}
                onBan={confirmed(t.confirmBan(message.username), () => void actions.ban(message.userId))}
              />
            )}
          />
          {mute && <MuteNotice mute={mute} />}
          <Composer
            max={GLOBAL_MESSAGE_MAX}
            placeholder={t.placeholder}
            disabled={mute !== null}
            offline={!authenticated}
            error={sendError}
            pending={sending}
            onSend={send}
          />
        </div>
      )}
      <ReportDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        report={(reason) => reportGlobalMessage(reporting ?? 0, { reason })}
      />
      <MuteDialog
        target={muting}
        onClose={() => setMuting(null)}
        onMute={(minutes, reason) => muting && actions.mute(muting.userId, minutes, reason)}
      />
      {dialog}
    </SectionPage>
  );
}

/** The messages, oldest first, grouped by author, kept scrolled to the newest. */
function MessageList({
  messages,
  render,
}: {
  messages: GlobalMessageDto[];
  render: (message: GlobalMessageDto, grouped: boolean) => ReactNode;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);
  if (messages.length === 0) return <EmptyState title={arTalk.globalChat.empty} />;
  return (
    <ol
      ref={listRef}
      data-testid="global-messages"
      aria-live="polite"
      className="flex max-h-[60dvh] flex-col gap-1 overflow-y-auto pe-1"
    >
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const grouped = sameGroup(previous && { authorId: previous.userId, createdAt: previous.createdAt }, {
          authorId: message.userId,
          createdAt: message.createdAt,
        });
        return render(message, grouped);
      })}
    </ol>
  );
}

function MuteNotice({ mute }: { mute: MuteState }) {
  const t = arTalk.globalChat;
  return (
    <div role="status" data-testid="muted" className="rounded-xl bg-blood-950/50 p-3 text-sm text-blood-200">
      <p className="font-bold">{t.muted(formatLongDateTime(mute.until) ?? mute.until)}</p>
      {mute.reason && <p>{t.mutedReason(mute.reason)}</p>}
    </div>
  );
}
