import { arTalk } from '../i18n/ar-talk';
import type { SocketErrorPayload } from './events';
import { getSocket, type GameSocket } from './socket';

/** Socket acknowledgements never arriving (a dropped connection) end as the offline error after 10 s. */
export const ACK_TIMEOUT_MS = 10_000;

/** The error a socket action ends with when there is no connection (or its answer never came). */
function offlineError(): SocketErrorPayload {
  // No server answered: status 0, as a failed fetch has.
  return { statusCode: 0, code: 'OFFLINE', error: arTalk.talk.offline, message: 'Socket not connected' };
}

/** An acknowledgement's answer is either the result or an error body (with a string `code` and `error`). */
export function isSocketError(value: unknown): value is SocketErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/**
 * Runs one socket action that answers through its acknowledgement, typed by the event map at the call:
 * `acknowledged<GlobalMessageDto>((socket, ack) => socket.emit('send_global_message', { content }, ack))`.
 * @returns the result; rejects with the error body (`{ code, error, message }`, `error` in Arabic), or
 * the offline error when the socket is not connected or no answer came within 10 s.
 */
export function acknowledged<R>(
  send: (socket: GameSocket, ack: (result: R | SocketErrorPayload) => void) => void,
): Promise<R> {
  const socket = getSocket();
  if (!socket?.connected) return Promise.reject(offlineError());
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => reject(offlineError()), ACK_TIMEOUT_MS);
    send(socket, (result) => {
      clearTimeout(timer);
      if (isSocketError(result)) reject(result);
      else resolve(result);
    });
  });
}
