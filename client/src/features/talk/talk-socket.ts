import { ar } from '../../i18n/ar';
import { getSocket } from '../../realtime/socket';
import { isSocketError, type SocketError } from './talk-rules';

/** Socket acknowledgements never arriving (a dropped connection) end as this error after 10 s. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * Emits a client event that answers through its acknowledgement and resolves with the result, or
 * rejects with the error body (`{ code, error, message }`, `error` in Arabic).
 */
export function emitWithAck<T>(event: string, payload?: unknown): Promise<T> {
  const socket = getSocket();
  if (!socket?.connected) return Promise.reject(offlineError());
  const untyped = socket as unknown as { emit: (event: string, ...args: unknown[]) => void };
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(offlineError()), ACK_TIMEOUT_MS);
    const ack = (result: unknown) => {
      clearTimeout(timer);
      if (isSocketError(result)) reject(result);
      else resolve(result as T);
    };
    if (payload === undefined) untyped.emit(event, ack);
    else untyped.emit(event, payload, ack);
  });
}

function offlineError(): SocketError {
  return { code: 'OFFLINE', error: ar.talk.offline, message: 'Socket not connected' };
}

/** The Arabic text of a failed socket action. */
export function socketErrorText(error: unknown): string {
  return isSocketError(error) ? error.error : ar.errors.unexpected;
}
