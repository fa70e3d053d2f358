import { useEffect, useRef, useState } from 'react';
import { getSocket } from '../../realtime/socket';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Check, CheckCheck } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  getConversation,
  markConversationRead,
  reportPrivateMessage,
  useGetConversation,
  useGetInbox,
} from '../../api/generated/messages/messages';
import type { PrivateMessageDto } from '../../api/generated/model/privateMessageDto';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arTalk } from '../../i18n/ar-talk';
import { badgeText } from '../../lib/badges';
import { formatNumber } from '../../lib/format';
import { useConnectionState } from '../../realtime/use-realtime';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PlayerLink } from '../../components/PlayerLink';
import { acknowledged } from '../../realtime/acknowledged';
import { olderMessagesLoaded } from '../../realtime/answer-writes';
import type { SocketErrorPayload } from '../../realtime/events';
import type { GameSocket } from '../../realtime/socket';
import {
  formatMessageTime,
  PRIVATE_MESSAGE_MAX,
  reactionAction,
  unreadFrom,
  upsertMessage,
} from './talk-rules';
import { ChatMessage, type MessageHandlers } from './ChatMessage';
import { Composer, ReportDialog } from './TalkBits';
import { useConfirm } from '../../components/use-confirm';

/** `/dashboard/messages`: the inbox, or with `?with=<userId>` one conversation. */
export function MessagesPage({ withUserId }: { withUserId: string | undefined }) {
  return (
    <SectionPage bannerKey="messages" title={ar.nav.messages}>
      {withUserId ? <ConversationView key={withUserId} otherUserId={withUserId} /> : <Inbox />}
    </SectionPage>
  );
}

function Inbox() {
  const inbox = useGetInbox();
  const t = arTalk.messagesPage;
  return (
    <>
      <p className="text-night-300">{t.intro}</p>
      {inbox.isPending && (
        <p role="status" className="text-night-300">
          {arTalk.talk.loading}
        </p>
      )}
      {inbox.isError && <ErrorPanel detail={errorText(inbox.error)} onRetry={() => inbox.refetch()} />}
      {inbox.data && inbox.data.conversations.length === 0 && (
        <EmptyState title={t.inboxEmpty} hint={t.inboxHint} />
      )}
      {inbox.data && inbox.data.conversations.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="inbox">
          {inbox.data.conversations.map((row) => (
            <li key={row.otherUserId}>
              <Link
                to="/dashboard/messages"
                search={{ with: row.otherUserId }}
                data-testid="inbox-row"
                data-username={row.otherUsername}
                data-unread={row.unreadCount}
                aria-label={`${t.open}: ${row.otherUsername}`}
                className={`flex items-center gap-3 rounded-2xl border p-3 transition hover:border-night-600 ${
                  row.hasUnreadMessages
                    ? 'border-blood-700/60 bg-blood-950/30'
                    : 'border-night-800 bg-night-900/70'
                }`}
              >
                <PlayerAvatar name={row.otherUsername} avatarUrl={row.otherAvatarUrl} size="md" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <div className="flex items-baseline gap-2">
                    <span className="truncate font-bold text-white">{row.otherUsername}</span>
                    <time dateTime={row.lastMessageAt} className="ms-auto shrink-0 text-xs text-night-500">
                      {formatMessageTime(row.lastMessageAt, arTalk.talk)}
                    </time>
                  </div>
                  <p
                    className={`truncate text-sm ${row.hasUnreadMessages ? 'font-bold text-night-100' : 'text-night-400'}`}
                  >
                    {row.lastMessageFromMe && <span className="text-night-500">{t.fromMe}</span>}
                    {row.lastMessage}
                  </p>
                </div>
                {row.unreadCount > 0 && (
                  <span
                    data-testid="inbox-unread"
                    title={t.unread(formatNumber(row.unreadCount))}
                    className="min-w-6 shrink-0 rounded-full bg-blood-600 px-1.5 text-center text-xs font-bold leading-6 text-white"
                  >
                    {badgeText(row.unreadCount)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ConversationView({ otherUserId }: { otherUserId: string }) {
  const queryClient = useQueryClient();
  const viewerId = useSession()?.user.id ?? '';
  const { authenticated } = useConnectionState();
  // Opening the conversation marks it read on the server (message_read and the new unread count follow).
  const conversation = useGetConversation(otherUserId, undefined, { query: { staleTime: 0 } });
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const { confirm, dialog } = useConfirm();
  const listRef = useRef<HTMLOListElement>(null);
  const messages = conversation.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;
  const unread = unreadFrom(messages, viewerId);
  const t = arTalk.messagesPage;

  // After every (re)connection, re-sync the open conversation over the socket (messages:update).
  useEffect(() => {
    if (authenticated) getSocket()?.emit('messages:request', { otherUserId });
  }, [authenticated, otherUserId]);

  // Spec 000 section 7: the server also reports refused message actions on message_error (for
  // example one sent from another tab); show its Arabic text under the send box.
  useEffect(() => {
    const socket = getSocket();
    if (!socket) return;
    const onError = (error: SocketErrorPayload) => setSendError(errorText(error));
    socket.on('message_error', onError);
    return () => void socket.off('message_error', onError);
  }, [authenticated]);

  // A message that arrives while the conversation is open is read at once (`message_read` follows,
  // and realtime/sync.ts marks the messages and refetches the inbox).
  useEffect(() => {
    if (unread === 0) return;
    markConversationRead(otherUserId).catch(() => undefined);
  }, [unread, otherUserId]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  // Sent, edited, deleted or reacted: the conversation and the inbox afterwards come by push
  // (`message_sent`, `messages:update`, written by realtime/sync.ts).
  type Ack = (result: PrivateMessageDto | SocketErrorPayload) => void;
  const act = (send: (socket: GameSocket, ack: Ack) => void) =>
    acknowledged<PrivateMessageDto>(send).then(
      () => undefined,
      (error: unknown) => void toast.error(errorText(error)),
    );

  const send = async (content: string) => {
    setSending(true);
    setSendError(null);
    try {
      await acknowledged<PrivateMessageDto>((socket, ack) =>
        socket.emit('send_message', { receiverId: otherUserId, content }, ack),
      );
      return true;
    } catch (error) {
      setSendError(errorText(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const older = await getConversation(otherUserId, { before: first.id });
      olderMessagesLoaded(queryClient, otherUserId, older, (list, more) =>
        more.reduce((merged, m) => upsertMessage(merged, m), list),
      );
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setLoadingOlder(false);
    }
  };

  const name = conversation.data?.otherUsername ?? '';
  return (
    <>
      <Link
        to="/dashboard/messages"
        className="flex w-fit items-center gap-2 text-sm text-night-300 hover:text-white"
      >
        <ArrowRight className="size-4" aria-hidden />
        {t.back}
      </Link>
      {conversation.isPending && (
        <p role="status" className="text-night-300">
          {arTalk.talk.loading}
        </p>
      )}
      {conversation.isError && (
        <ErrorPanel detail={errorText(conversation.error)} onRetry={() => conversation.refetch()} />
      )}
      {conversation.data && (
        <div
          data-testid="conversation"
          data-other={name}
          className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/70 p-3 sm:p-4"
        >
          <div className="flex items-center gap-3 border-b border-night-800 pb-3">
            <PlayerAvatar name={name} size="sm" />
            <PlayerLink username={name} className="font-bold text-white hover:underline">
              {name}
            </PlayerLink>
          </div>
          {conversation.data.hasMore && (
            <Button
              variant="ghost"
              className="self-center text-sm"
              pending={loadingOlder}
              onClick={() => void loadOlder()}
            >
              {t.loadOlder}
            </Button>
          )}
          {messages.length === 0 ? (
            <p className="py-10 text-center text-night-400">{t.empty}</p>
          ) : (
            <ol
              ref={listRef}
              data-testid="private-messages"
              aria-live="polite"
              className="flex max-h-[60dvh] flex-col gap-2 overflow-y-auto pe-1"
            >
              {messages.map((message) => (
                <PrivateMessageRow
                  key={message.id}
                  message={message}
                  viewerId={viewerId}
                  onReact={(emoji) =>
                    void act((socket, ack) =>
                      reactionAction(message.reactions, emoji, viewerId) === 'add'
                        ? socket.emit('add_message_reaction', { messageId: message.id, emoji }, ack)
                        : socket.emit('remove_message_reaction', { messageId: message.id, emoji }, ack),
                    )
                  }
                  onEdit={(content) =>
                    act((socket, ack) => socket.emit('edit_message', { messageId: message.id, content }, ack))
                  }
                  onDelete={async () => {
                    if (!(await confirm(arTalk.talk.confirmDelete))) return;
                    acknowledged<unknown>((socket, ack) =>
                      socket.emit('delete_message', { messageId: message.id }, ack),
                    ).catch((error: unknown) => void toast.error(errorText(error)));
                  }}
                  onReport={() => setReporting(message.id)}
                />
              ))}
            </ol>
          )}
          <Composer
            max={PRIVATE_MESSAGE_MAX}
            placeholder={t.placeholder}
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
        report={(reason) => reportPrivateMessage(reporting ?? 0, { reason })}
      />
      {dialog}
    </>
  );
}

function PrivateMessageRow({
  message,
  viewerId,
  ...handlers
}: MessageHandlers & { message: PrivateMessageDto; viewerId: string }) {
  const own = message.senderId === viewerId;
  const t = arTalk.talk;
  return (
    <ChatMessage
      message={message}
      viewerId={viewerId}
      max={PRIVATE_MESSAGE_MAX}
      own={own}
      canDelete={own}
      text={
        <p data-testid="message-content" dir="auto" className="whitespace-pre-wrap break-words">
          {message.content}
        </p>
      }
      {...handlers}
    >
      {({ body, reactions, actions }) => (
        <li
          data-testid="private-message"
          data-message-id={message.id}
          data-own={own}
          data-read={message.isRead}
          className={`group flex max-w-[85%] flex-col gap-1 ${own ? 'self-start items-start' : 'self-end items-end'}`}
        >
          <div
            className={`rounded-2xl px-3 py-2 ${
              own ? 'rounded-ss-sm bg-blood-800/70 text-white' : 'rounded-se-sm bg-night-800 text-night-100'
            }`}
          >
            {body}
          </div>
          {reactions}
          <div className="flex items-center gap-1 text-xs text-night-500">
            <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, t)}</time>
            {message.isEdited && <span>({t.edited})</span>}
            {own &&
              (message.isRead ? (
                <CheckCheck className="size-4 text-sky-400" aria-label={arTalk.messagesPage.read} />
              ) : (
                <Check className="size-4" aria-label={arTalk.messagesPage.sent} />
              ))}
            <span className="flex items-center opacity-70 transition group-hover:opacity-100">{actions}</span>
          </div>
        </li>
      )}
    </ChatMessage>
  );
}
