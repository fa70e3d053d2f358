import { isConfinementBody, showConfinementToast } from '../api/http';
import { acknowledged } from './acknowledged';
import { getConnectionState } from './connection-state';
import type { SocketErrorPayload } from './events';
import { getSocket, type GameSocket } from './socket';

/**
 * Runs a game action the spec sends over the live connection (spec 000 section 7: `crime:request`,
 * `requestFight`), answered by its acknowledgement; while the socket is not authenticated the same
 * action goes through its REST route instead, so a dropped connection never blocks play. A refused
 * socket action carries the REST error body (`{ code, error, message, ...extra }`); a hospital/jail
 * refusal shows the confinement toast, as the HTTP client does for a 403.
 * @returns the action's result; rejects with the socket error body, or the REST call's `HttpError`.
 */
export function overSocketOrRest<R>(
  send: (socket: GameSocket, ack: (result: R | SocketErrorPayload) => void) => void,
  rest: () => Promise<R>,
): Promise<R> {
  const socket = getSocket();
  if (!socket?.connected || !getConnectionState().authenticated) return rest();
  return acknowledged<R>(send).catch((error: unknown) => {
    if (isConfinementBody(error)) showConfinementToast(error);
    throw error;
  });
}
