/**
 * The socket event map shared with the server (DESIGN.md section 4, "Realtime"): the only client file
 * that imports from `server/` for it (the ESLint rule in `eslint.config.mjs` allows exactly this one),
 * so moving the server's map changes one line here. Payload types are read off the map.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '../../../server/src/realtime-events';

export type { ClientToServerEvents, ServerToClientEvents };

/** A server push's name. */
export type ServerEvent = keyof ServerToClientEvents;

/** The payload of the server push `E`. */
export type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** The body socket errors and failed acknowledgements carry: `{ code, error, message, ...extra }`. */
export type SocketErrorPayload = ServerPayload<'message_error'>;
