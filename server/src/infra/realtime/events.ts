/**
 * The socket event maps as infra sees them: empty registries that `src/realtime-events.ts` fills in
 * (TypeScript declaration merging) with every feature's events, so the publisher and the socket types
 * stay typed while `infra/` imports no module. Each feature declares its events next to its module
 * (`modules/<feature>/<feature>.events.ts`); the client imports the assembled maps from
 * `server/src/realtime-events.ts`.
 */

/** Server-to-client events: event name -> listener signature. Filled in by `src/realtime-events.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServerEventRegistry {}

/** Client-to-server events: event name -> handler signature. Filled in by `src/realtime-events.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientEventRegistry {}

/** The body every socket error carries (an ack or an error event): the REST error body, same codes. */
export interface SocketErrorPayload {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  [extra: string]: unknown;
}

/** An acknowledgement answered with the result, or with the error body a REST call would get. */
export type Ack<T> = (result: T | SocketErrorPayload) => void;

/** Room of every socket of one user, on every node. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The connection's own server events (the realtime gateway), part of the assembled map. */
export interface ConnectionServerEvents {
  /** Every 30 s, to every socket of the node (spec 000 section 9). */
  'keep-alive': (payload: { time: number }) => void;
}

/** The connection's own client events (the realtime gateway), part of the assembled map. */
export interface ConnectionClientEvents {
  /** Round-trip probe for the connection-quality indicator; answered through the ack. */
  ping: (ack?: (payload: { time: number }) => void) => void;
  'keep-alive-ack': () => void;
}
