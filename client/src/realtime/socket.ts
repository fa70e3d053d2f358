import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from './events';

/**
 * The handle screens use to reach the game socket, without loading socket.io: the connection is
 * opened by `socket-connection.ts`, which `use-realtime.ts` imports dynamically after sign-in
 * (issue 28 point 8: a visitor's first download carries no socket.io).
 */
export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export { getConnectionState, qualityOf, subscribeConnection } from './connection-state';
export type { ConnectionQuality, ConnectionState } from './connection-state';

let current: GameSocket | null = null;

/** The open socket, if the player is signed in (null before socket.io has loaded). */
export function getSocket(): GameSocket | null {
  return current;
}

/** Called by `socket-connection.ts` when it opens (the socket) and closes (null) the connection. */
export function setSocket(socket: GameSocket | null): void {
  current = socket;
}
