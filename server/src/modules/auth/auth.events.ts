import type { SocketErrorPayload } from '../../infra/realtime/events';

/** `banned`: the account was banned; the sockets are disconnected right after. */
export interface BannedPayload {
  reason: string | null;
  /** ISO time of the ban. */
  bannedAt: string | null;
}

/** The handshake's events (spec 000 section 7). */
export interface AuthServerEvents {
  authenticated: (payload: { user: { id: string } }) => void;
  /** The handshake token was refused (or the account is banned); the socket is disconnected. */
  'auth:error': (payload: SocketErrorPayload) => void;
  banned: (payload: BannedPayload) => void;
}
