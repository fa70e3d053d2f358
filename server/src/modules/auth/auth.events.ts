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

/** The account's domain events (DESIGN.md section 4); `auth.push.ts` pushes them. */
export interface AuthEvents {
  /** An account was banned. */
  'user.banned': { userId: string; reason: string | null; bannedAt: string };
  /** An account's sessions ended (sign-out everywhere, refresh-token reuse): its sockets close. */
  'user.sessionsEnded': { userId: string };
  /** An admin kicked the user out of the chat: its sockets close. */
  'user.kicked': { userId: string };
  /** Signing in cancelled the account's pending deletion (issue 26 part 4). */
  'user.deletionCancelled': { userId: string };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends AuthEvents {}
}
