import { Logger } from '@nestjs/common';
import type { GatewayMetadata } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { ErrorBody, toErrorBody } from '../../common/errors/domain-exception.filter';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import type { ClientToServerEvents, ServerToClientEvents } from './events';

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

export interface SocketData {
  /** Set by the RealtimeGateway once the handshake token is verified. */
  userId?: string;
}

export type GameSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const logger = new Logger('SocketRequest');

/**
 * Runs an `X:request` handler for an authenticated socket (DESIGN.md section 4: answered with
 * `X:update`). Unauthenticated sockets get `auth:error`; a domain error is logged, not sent.
 */
export async function answerRequest(
  socket: GameSocket,
  work: (userId: string) => Promise<unknown>,
): Promise<void> {
  const userId = socket.data.userId;
  if (!userId) {
    socket.emit('auth:error', toErrorBody(commonError(CommonErrorCode.UNAUTHENTICATED)));
    return;
  }
  try {
    await work(userId);
  } catch (error) {
    logger.debug(`request of ${userId} failed: ${toErrorBody(error).message}`);
  }
}

/**
 * Runs a socket action (e.g. `requestFight`) for an authenticated socket and answers its
 * acknowledgement with the result, or with the error body a REST call would get (same codes).
 */
export async function answerAction<T>(
  socket: GameSocket,
  work: (userId: string) => Promise<T>,
): Promise<T | ErrorBody> {
  const userId = socket.data.userId;
  if (!userId) return toErrorBody(commonError(CommonErrorCode.UNAUTHENTICATED));
  try {
    return await work(userId);
  } catch (error) {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) logger.error(error);
    return body;
  }
}
