import type { Logger } from '@nestjs/common';
import { isObservable, type Observable } from 'rxjs';
import { ErrorBody, toErrorBody } from '../../common/errors/domain-exception.filter';
import { assertSafePayload } from '../../common/validation/safe-payload';
import { LoggedSocket, socketLogFields } from './socket-log';

type Acknowledgement = (response: unknown) => void;

/** The socket calls below need: emit a response, see a disconnect, name it in an error line. */
export interface EventSocket extends LoggedSocket {
  emit(event: string, ...args: unknown[]): boolean;
  once(event: 'disconnect', listener: () => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
  readonly disconnected?: boolean;
}

/** One `@SubscribeMessage` handler as the socket side sees it. */
export interface SocketEventHandler {
  message: string;
  /** The handler takes `@Ack()` and answers itself: its result is not passed to the acknowledgement. */
  isAckHandledManually: boolean;
}

/**
 * Serves one incoming event with the behaviour of Nest's `IoAdapter.bindMessageHandlers` and
 * `WebSocketsController` (@nestjs/platform-socket.io 11): the payload is the event's single argument,
 * or all of them as an array, with a trailing function taken as the acknowledgement; `call` (Nest's
 * context: guards, pipes, interceptors, exception filters) runs for every event, concurrently; each
 * non-nil value of its result (value, promise or observable) is emitted when it is a `{ event, data }`
 * response, else passed to the acknowledgement unless the handler takes `@Ack()`; results still
 * pending when the socket disconnects are dropped.
 * Added: a payload {@link assertSafePayload} refuses is answered with its 400 body, unhandled (issue 17).
 */
export function serveSocketEvent(
  socket: EventSocket,
  args: unknown[],
  handler: SocketEventHandler,
  call: (data: unknown, ack: unknown) => unknown,
  logger: Logger,
): void {
  const { data, ack } = splitAcknowledgement(args);
  const unsafe = unsafePayloadError(data);
  if (unsafe) {
    ack?.(unsafe);
    return;
  }
  const reply = handler.isAckHandledManually ? undefined : ack;
  const failed = (error: unknown) =>
    logger.error({ err: error, ...socketLogFields(socket) }, `socket event '${handler.message}' failed`);
  let result: unknown;
  try {
    result = call(data, ack);
  } catch (error) {
    failed(error);
    return;
  }
  void Promise.resolve(result).then((value) => {
    if (isObservable(value)) follow(socket, value, reply, failed);
    else if (!socket.disconnected) respond(socket, value, reply);
  }, failed);
}

/** Answers every value of an observable result until it ends or the socket disconnects. */
function follow(
  socket: EventSocket,
  results: Observable<unknown>,
  reply: Acknowledgement | undefined,
  failed: (error: unknown) => void,
): void {
  const subscription = results.subscribe({ next: (value) => respond(socket, value, reply), error: failed });
  if (subscription.closed) return;
  const stop = () => subscription.unsubscribe();
  socket.once('disconnect', stop);
  subscription.add(() => socket.off('disconnect', stop));
}

/** Nest's `mapPayload`: one argument is the payload, several an array; a trailing function is the ack. */
function splitAcknowledgement(args: unknown[]): { data: unknown; ack?: Acknowledgement } {
  const last = args[args.length - 1];
  if (typeof last !== 'function') return { data: args.length > 1 ? args : args[0] };
  const rest = args.slice(0, -1);
  return { data: rest.length > 1 ? rest : rest[0], ack: last as Acknowledgement };
}

/** Sends one handler result the way Nest does: `{ event, data }` is emitted, anything else acknowledged. */
function respond(socket: EventSocket, response: unknown, ack: Acknowledgement | undefined): void {
  if (response === null || response === undefined) return;
  const { event, data } = response as { event?: unknown; data?: unknown };
  if (event) {
    socket.emit(String(event), data);
    return;
  }
  ack?.(response);
}

/** The error body for a payload {@link assertSafePayload} refuses, or null when it is safe. */
function unsafePayloadError(data: unknown): ErrorBody | null {
  try {
    assertSafePayload(data);
    return null;
  } catch (error) {
    return toErrorBody(error);
  }
}
