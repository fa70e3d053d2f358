import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, LogOut, ShieldCheck, Trash2, VolumeX } from 'lucide-react';
import toast from 'react-hot-toast';
import { useCheckAdmin } from '../../api/generated/auth/auth';
import { getGlobalMessages, reportGlobalMessage } from '../../api/generated/global-chat/global-chat';
import type { GlobalChatDto } from '../../api/generated/model/globalChatDto';
import type { GlobalMessageDto } from '../../api/generated/model/globalMessageDto';
import { errorMessage } from '../../api/http';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Modal } from '../../components/Modal';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { fieldClass } from '../../components/TextField';
import { ar } from '../../i18n/ar';
import { formatLongDateTime } from '../../lib/format';
import { liveKey } from '../../realtime/live-keys';
import { getSocket } from '../../realtime/socket';
import { useConnectionState } from '../../realtime/use-realtime';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PlayerLink } from '../../components/PlayerLink';
import { emitWithAck, socketErrorText } from './talk-socket';
import {
  formatMessageTime,
  GLOBAL_MESSAGE_MAX,
  isSocketError,
  reactionAction,
  sameGroup,
  type SocketError,
} from './talk-rules';
import { ChatMessage, type MessageHandlers } from './ChatMessage';
import { Composer, IconButton, ReportDialog } from './TalkBits';
import { useConfirm } from '../../components/use-confirm';

interface MuteState {
  until: string;
  reason?: string;
}

/** The mute pushed by `muted`, while it lasts. */
function useMute(): MuteState | null {
  const muted = useQuery<MuteState | null>({
    queryKey: liveKey('muted'),
    queryFn: () => Promise.resolve(null),
    enabled: false,
  }).data;
  const [, tick] = useState(0);
  const endsAt = muted ? new Date(muted.until).getTime() : 0;
  useEffect(() => {
    const left = endsAt - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.min(left + 500, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [endsAt]);
  return muted && endsAt > Date.now() ? muted : null;
}

/**
 * `/dashboard/global-chat`: joins the chat room while open; the last 50 messages (`globalChat:update`)
 * and every new one (`global_message`) come through the cache `realtime/sync.ts` writes.
 */
export function GlobalChatPage() {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewerId = session?.user.id;
  // The same query the shell asks (spec 000 section 6: only for a non-guest; failure means not admin).
  const isAdmin =
    useCheckAdmin({ query: { enabled: session !== null && !session.user.isGuest, retry: false } }).data
      ?.isAdmin === true;
  const { authenticated } = useConnectionState();
  const chat = useQuery<GlobalChatDto>({
    queryKey: liveKey('globalChat'),
    queryFn: ({ signal }) => getGlobalMessages(undefined, signal),
    staleTime: Infinity,
  });
  const mute = useMute();
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reporting, setReporting] = useState<number | null>(null);
  const [muting, setMuting] = useState<GlobalMessageDto | null>(null);
  const { confirm, dialog } = useConfirm();
  const listRef = useRef<HTMLOListElement>(null);
  const messages = chat.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  // Spec 000 section 7: join the room on open and ask for the history (answered with
  // globalChat:update), leave on close; both again after every reconnection.
  useEffect(() => {
    if (!authenticated) return;
    getSocket()?.emit('join_global_chat');
    getSocket()?.emit('globalChatMessages:request');
    return () => {
      // Never buffered for a later connection: a dropped socket has left the room already.
      const socket = getSocket();
      if (socket?.connected) socket.emit('leave_global_chat');
    };
  }, [authenticated]);

  useEffect(() => {
    const socket = getSocket();
    if (!socket || !authenticated) return;
    const onError = (error: SocketError) => setSendError(error.error);
    socket.on('global_message_error', onError);
    return () => {
      socket.off('global_message_error', onError);
    };
  }, [authenticated]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const act = (event: string, payload?: unknown, success?: string) =>
    emitWithAck(event, payload).then(
      () => {
        if (success) toast.success(success);
      },
      (error: unknown) => void toast.error(socketErrorText(error)),
    );

  const send = async (content: string) => {
    setSending(true);
    setSendError(null);
    try {
      await emitWithAck('send_global_message', { content });
      return true;
    } catch (error) {
      setSendError(socketErrorText(error));
      // A refused send tells the mute's end (e.g. after a reload, when the `muted` push came earlier).
      if (isSocketError(error) && error.code === 'MUTED' && typeof error.until === 'string') {
        const until = error.until;
        queryClient.setQueryData<MuteState | null>(liveKey('muted'), (mute) => ({ ...mute, until }));
      }
      return false;
    } finally {
      setSending(false);
    }
  };

  const t = ar.globalChat;
  return (
    <SectionPage bannerKey="chat" title={ar.nav.globalChat}>
      <p className="text-night-300">{t.intro}</p>
      {isAdmin && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-gold-500/30 bg-gold-500/5 p-3"
          data-testid="chat-admin-tools"
        >
          <ShieldCheck className="size-5 text-gold-400" aria-hidden />
          <span className="font-bold text-gold-300">{t.adminTools}</span>
          <Button
            variant="secondary"
            className="ms-auto min-h-9 px-3 py-1 text-sm"
            onClick={async () => {
              if (await confirm(t.confirmClear)) void act('clear_global_chat', undefined, t.done);
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            {t.clearChat}
          </Button>
        </div>
      )}
      {chat.isPending && (
        <p role="status" className="text-night-300">
          {ar.talk.loading}
        </p>
      )}
      {chat.isError && <ErrorPanel detail={errorMessage(chat.error)} onRetry={() => chat.refetch()} />}
      {chat.data && (
        <div className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/70 p-3 sm:p-4">
          {messages.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <ol
              ref={listRef}
              data-testid="global-messages"
              aria-live="polite"
              className="flex max-h-[60dvh] flex-col gap-1 overflow-y-auto pe-1"
            >
              {messages.map((message, index) => {
                const previous = messages[index - 1];
                const grouped = sameGroup(
                  previous && { authorId: previous.userId, createdAt: previous.createdAt },
                  { authorId: message.userId, createdAt: message.createdAt },
                );
                return (
                  <GlobalMessageRow
                    key={message.id}
                    message={message}
                    grouped={grouped}
                    viewerId={viewerId}
                    isAdmin={isAdmin}
                    onReact={(emoji) => {
                      const action = viewerId ? reactionAction(message.reactions, emoji, viewerId) : 'add';
                      void act(action === 'add' ? 'add_reaction' : 'remove_reaction', {
                        messageId: message.id,
                        emoji,
                      });
                    }}
                    onEdit={(content) => act('edit_global_message', { messageId: message.id, content })}
                    onDelete={async () => {
                      if (await confirm(ar.talk.confirmDelete))
                        void act('delete_global_message', { messageId: message.id });
                    }}
                    onReport={() => setReporting(message.id)}
                    onMute={() => setMuting(message)}
                    onKick={async () => {
                      if (await confirm(t.confirmKick(message.username)))
                        void act('kick_user', { userId: message.userId }, t.done);
                    }}
                    onBan={async () => {
                      if (await confirm(t.confirmBan(message.username)))
                        void act('ban_user', { userId: message.userId }, t.done);
                    }}
                  />
                );
              })}
            </ol>
          )}
          {mute && (
            <div
              role="status"
              data-testid="muted"
              className="rounded-xl bg-blood-950/50 p-3 text-sm text-blood-200"
            >
              <p className="font-bold">{t.muted(formatLongDateTime(mute.until) ?? mute.until)}</p>
              {mute.reason && <p>{t.mutedReason(mute.reason)}</p>}
            </div>
          )}
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
        onMute={(minutes, reason) =>
          muting &&
          act('mute_user', { userId: muting.userId, minutes, ...(reason ? { reason } : {}) }, t.done)
        }
      />
      {dialog}
    </SectionPage>
  );
}

function GlobalMessageRow({
  message,
  grouped,
  viewerId,
  isAdmin,
  onMute,
  onKick,
  onBan,
  ...handlers
}: MessageHandlers & {
  message: GlobalMessageDto;
  grouped: boolean;
  viewerId: string | undefined;
  isAdmin: boolean;
  onMute: () => void;
  onKick: () => void;
  onBan: () => void;
}) {
  const own = message.userId === viewerId;
  const t = ar.talk;
  return (
    <ChatMessage
      message={message}
      viewerId={viewerId}
      max={GLOBAL_MESSAGE_MAX}
      own={own}
      canDelete={own || isAdmin}
      text={
        <p
          data-testid="message-content"
          dir="auto"
          className="whitespace-pre-wrap break-words text-night-100"
        >
          {message.content}
          {message.isEdited && <span className="ms-2 text-xs text-night-500">({t.edited})</span>}
        </p>
      }
      {...handlers}
    >
      {({ body, reactions, actions }) => (
        <li
          data-testid="global-message"
          data-message-id={message.id}
          data-own={own}
          className={`group flex gap-3 rounded-xl px-2 py-1.5 hover:bg-night-800/40 ${grouped ? '' : 'mt-2'}`}
        >
          <span className="w-9 shrink-0">
            {!grouped && <PlayerAvatar name={message.username} avatarUrl={message.avatarUrl} size="sm" />}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {!grouped && (
              <div className="flex flex-wrap items-baseline gap-2">
                <PlayerLink
                  username={message.username}
                  className={`font-bold hover:underline ${own ? 'text-blood-300' : 'text-white'}`}
                >
                  {message.username}
                </PlayerLink>
                {message.isAdmin && (
                  <span className="rounded-full bg-gold-500/15 px-2 text-xs font-bold text-gold-300">
                    {t.admin}
                  </span>
                )}
                <time dateTime={message.createdAt} className="text-xs text-night-500">
                  {formatMessageTime(message.createdAt, t)}
                </time>
              </div>
            )}
            {body}
            {reactions}
          </div>
          <div className="flex shrink-0 items-start gap-0.5 opacity-70 transition group-hover:opacity-100 max-sm:flex-col">
            {actions}
            {isAdmin && !own && (
              <>
                <IconButton icon={VolumeX} label={ar.globalChat.mute} onClick={onMute} />
                <IconButton icon={LogOut} label={ar.globalChat.kick} onClick={onKick} />
                <IconButton icon={Ban} label={ar.globalChat.ban} onClick={onBan} />
              </>
            )}
          </div>
        </li>
      )}
    </ChatMessage>
  );
}

function MuteDialog({
  target,
  onClose,
  onMute,
}: {
  target: GlobalMessageDto | null;
  onClose: () => void;
  onMute: (minutes: number, reason: string) => unknown;
}) {
  const [minutes, setMinutes] = useState('10');
  const [reason, setReason] = useState('');
  const value = Number(minutes);
  const valid = Number.isFinite(value) && value > 0;
  const t = ar.globalChat;
  return (
    <Modal open={target !== null} title={target ? t.muteTitle(target.username) : ''} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          onMute(value, reason.trim());
          onClose();
        }}
      >
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-night-200">
          {t.muteMinutes}
          <input
            type="number"
            min="0.1"
            step="any"
            inputMode="decimal"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            className={fieldClass(!valid)}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-night-200">
          {t.reasonOptional}
          <input
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            className={fieldClass(false)}
          />
        </label>
        <Button type="submit" disabled={!valid}>
          <VolumeX className="size-4" aria-hidden />
          {t.mute}
        </Button>
      </form>
    </Modal>
  );
}
