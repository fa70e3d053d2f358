import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { useGetGlobalMessages } from '../../api/generated/global-chat/global-chat';
import type { GlobalMessageDto } from '../../api/generated/model/globalMessageDto';
import { errorCode, errorBody, errorText } from '../../api/error-text';
import { acknowledged } from '../../realtime/acknowledged';
import type { SocketErrorPayload } from '../../realtime/events';
import { getSocket, type GameSocket } from '../../realtime/socket';
import { useConnectionState } from '../../realtime/use-realtime';

/** A chat mute (the `muted` push, or the `until` of a refused send). */
export interface MuteState {
  until: string;
  reason?: string;
}

/** The acknowledgement callback of a chat action, as the event map types it. */
type Ack<R> = (result: R | SocketErrorPayload) => void;

/**
 * The global chat's room and history (spec 000 section 7): joins `global-chat` and asks for the last
 * 50 messages (answered with `globalChat:update`) while mounted and after every reconnection, and
 * leaves on unmount. The messages are the GET /api/global-chat/messages query, which `realtime/sync.ts`
 * keeps live (`globalChat:update`, `global_message`).
 */
export function useGlobalChatRoom() {
  const { authenticated } = useConnectionState();
  const chat = useGetGlobalMessages({ query: { staleTime: Infinity } });
  useEffect(() => {
    const socket = getSocket();
    if (!authenticated || !socket) return;
    socket.emit('join_global_chat');
    socket.emit('globalChatMessages:request');
    return () => {
      // Never buffered for a later connection: a dropped socket has left the room already.
      if (socket.connected) socket.emit('leave_global_chat');
    };
  }, [authenticated]);
  return { chat, authenticated };
}

/** Listens to one push of the open socket while `authenticated`; typed by the event at the call. */
function useSocketListener(authenticated: boolean, listen: (socket: GameSocket) => () => void): void {
  useEffect(() => {
    const socket = getSocket();
    if (!authenticated || !socket) return;
    return listen(socket);
    // `listen` is an inline closure: re-subscribing follows the connection, not each render.
  }, [authenticated]);
}

/**
 * The player's chat mute while it lasts: set by the `muted` push and by a send refused with MUTED
 * (which tells the end, e.g. after a reload); cleared when its time is up.
 */
function useMute(authenticated: boolean) {
  const [mute, setMute] = useState<MuteState | null>(null);
  const [, tick] = useState(0);
  useSocketListener(authenticated, (socket) => {
    const onMuted = (payload: MuteState) => setMute(payload);
    socket.on('muted', onMuted);
    return () => void socket.off('muted', onMuted);
  });
  const endsAt = mute ? new Date(mute.until).getTime() : 0;
  useEffect(() => {
    const left = endsAt - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.min(left + 500, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [endsAt]);
  const active = mute && endsAt > Date.now() ? mute : null;
  return { mute: active, setMute };
}

/**
 * Sending to the global chat: the send box's pending state and error (a refused send, or a
 * `global_message_error` the server pushes), and the mute that disables it.
 */
export function useGlobalChatSend(authenticated: boolean) {
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { mute, setMute } = useMute(authenticated);
  useSocketListener(authenticated, (socket) => {
    const onError = (error: SocketErrorPayload) => setSendError(errorText(error));
    socket.on('global_message_error', onError);
    return () => void socket.off('global_message_error', onError);
  });

  const send = async (content: string) => {
    setSending(true);
    setSendError(null);
    try {
      await acknowledged<GlobalMessageDto>((socket, ack) =>
        socket.emit('send_global_message', { content }, ack),
      );
      return true;
    } catch (error) {
      setSendError(errorText(error));
      const until = errorBody(error)?.until;
      if (errorCode(error) === 'MUTED' && typeof until === 'string') setMute((m) => ({ ...m, until }));
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, sending, sendError, mute };
}

/**
 * The chat actions on messages and players (spec 000 sections 6 and 7), each a typed socket action:
 * a failure is toasted with its Arabic text, an admin action's success with `done`. The resulting
 * chat arrives as `globalChat:update`, which `realtime/sync.ts` writes.
 */
export function useGlobalChatActions(done: string) {
  const run = <R>(send: (socket: GameSocket, ack: Ack<R>) => void, success?: string) =>
    acknowledged<R>(send).then(
      () => void (success && toast.success(success)),
      (error: unknown) => void toast.error(errorText(error)),
    );
  return {
    react: (messageId: number, emoji: string, add: boolean) =>
      run<GlobalMessageDto>((s, ack) =>
        add
          ? s.emit('add_reaction', { messageId, emoji }, ack)
          : s.emit('remove_reaction', { messageId, emoji }, ack),
      ),
    edit: (messageId: number, content: string) =>
      run<GlobalMessageDto>((s, ack) => s.emit('edit_global_message', { messageId, content }, ack)),
    remove: (messageId: number) =>
      run<unknown>((s, ack) => s.emit('delete_global_message', { messageId }, ack)),
    clear: () => run<unknown>((s, ack) => s.emit('clear_global_chat', ack), done),
    mute: (userId: string, minutes: number, reason: string) =>
      run<unknown>(
        (s, ack) => s.emit('mute_user', { userId, minutes, ...(reason ? { reason } : {}) }, ack),
        done,
      ),
    kick: (userId: string) => run<unknown>((s, ack) => s.emit('kick_user', { userId }, ack), done),
    ban: (userId: string) => run<unknown>((s, ack) => s.emit('ban_user', { userId }, ack), done),
  };
}
