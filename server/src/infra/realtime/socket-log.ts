import type { IncomingHttpHeaders } from 'node:http';

/**
 * An engine.io connection as the socket server sees it when it opens: the handshake's HTTP request
 * (the first long-polling request or the websocket upgrade), which RedisIoAdapter drops right away
 * to save memory, and the request id kept from it.
 */
export interface HandshakeConnection {
  request: { headers: IncomingHttpHeaders } | null;
  /** The handshake's `x-request-id`, kept by {@link keepHandshakeRequestId}. */
  requestId?: string;
}

/** The longest request id a socket error line repeats (the header is the client's to fill). */
const MAX_REQUEST_ID_LENGTH = 200;

/**
 * Keeps the handshake's `x-request-id` (the proxy's, the one HTTP request lines carry: app.factory.ts
 * `requestIdHeader`) on the connection, before its request is dropped. A handshake does not pass
 * through Fastify, so no id is made up when it has none: the socket id names the connection then.
 */
export function keepHandshakeRequestId(connection: HandshakeConnection): void {
  const header = connection.request?.headers['x-request-id'];
  const id = (Array.isArray(header) ? header[0] : header)?.slice(0, MAX_REQUEST_ID_LENGTH);
  if (id) connection.requestId = id;
}

/** A socket as an error line names it (a socket.io server-side socket has all of it). */
export interface LoggedSocket {
  id: string;
  /** The engine.io connection: absent on the bare sockets of some unit tests. */
  conn?: unknown;
  data?: { userId?: string };
}

/** What a socket error line carries to find its socket, connection and player in the other logs. */
export interface SocketLogFields {
  /** socket.io's id of the socket. */
  socketId: string;
  /** The handshake's `x-request-id`, when it had one ({@link keepHandshakeRequestId}). */
  reqId?: string;
  userId?: string;
}

/**
 * The fields that name `socket` in an error line, beside `err`, as an HTTP error line carries `reqId`
 * (DomainExceptionFilter): `logger.error({ err, ...socketLogFields(socket) }, message)`.
 */
export function socketLogFields(socket: LoggedSocket): SocketLogFields {
  const reqId = (socket.conn as Partial<HandshakeConnection> | undefined)?.requestId;
  const userId = socket.data?.userId;
  return { socketId: socket.id, ...(reqId ? { reqId } : {}), ...(userId ? { userId } : {}) };
}
