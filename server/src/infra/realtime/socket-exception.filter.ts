import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { toErrorBody } from '../../common/errors/domain-exception.filter';
import { CommonErrorCode } from '../../common/errors/common.errors';
import type { GameSocket } from './gateway-options';
import { socketLogFields } from './socket-log';

const logger = new Logger('SocketRequest');

/**
 * The socket side of DomainExceptionFilter: a guard, pipe or handler failure answers the event's
 * acknowledgement with the error body a REST call would get (same `code`, Arabic details); an
 * unauthenticated socket also gets `auth:error`, and a gateway may name an error event
 * (`message_error`, `global_message_error`) that every failure of its handlers is also sent to.
 * A failed `X:request` without acknowledgement sends nothing else (logged at debug level). A server
 * error is logged with the socket id and the handshake's request id ({@link socketLogFields}).
 */
@Catch()
export class SocketExceptionFilter implements ExceptionFilter {
  constructor(private readonly errorEvent?: string) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'ws') throw exception;
    const body = toErrorBody(exception);
    const socket = host.switchToWs().getClient<GameSocket>();
    const ack = host.getArgs().find((arg, index) => index > 0 && typeof arg === 'function') as
      ((response: unknown) => void) | undefined;
    // Like an HTTP error line (DomainExceptionFilter): the error and what names its socket and request.
    if (body.statusCode >= 500) logger.error({ err: exception, ...socketLogFields(socket) });
    else logger.debug(`socket event of ${socket.data.userId ?? 'anonymous'} refused: ${body.code}`);
    const emit = socket.emit.bind(socket) as (event: string, payload: unknown) => boolean;
    if (body.code === CommonErrorCode.UNAUTHENTICATED && !ack) emit('auth:error', body);
    if (this.errorEvent) emit(this.errorEvent, body);
    ack?.(body);
  }
}
