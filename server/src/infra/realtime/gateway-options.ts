import type { GatewayMetadata } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import type { AuthUser } from '../../common/auth/decorators';
import type { ClientEventRegistry, ServerEventRegistry } from './events';

/**
 * Options of the one socket server at `/ws` (spec 000 section 7). Every feature gateway uses
 * exactly these, so Nest attaches them all to the same server.
 */
export const GATEWAY_OPTIONS: GatewayMetadata = {
  path: '/ws',
  cors: { origin: true, credentials: true },
  transports: ['websocket', 'polling'],
  pingInterval: 25_000,
  pingTimeout: 60_000,
};

/** What the server remembers about one socket. */
export interface SocketData {
  /** Set once the handshake token is verified (the auth module's connection handler). */
  userId?: string;
  /** The session generation of the handshake token: a later "sign out everywhere" ends the socket's rights. */
  sessionGeneration?: number;
  /** The signed-in account, refreshed by the auth guard before every guarded handler. */
  user?: AuthUser;
  /** Screen rooms the socket joined (`join`), each with the variant it shows (e.g. leaderboard -> 'money'). */
  viewing?: Record<string, string>;
}

export type GameSocket = Socket<ClientEventRegistry, ServerEventRegistry, Record<string, never>, SocketData>;
