import { applyDecorators, UseFilters, UseGuards, UsePipes } from '@nestjs/common';
import { WebSocketGateway } from '@nestjs/websockets';
import { appValidationPipe } from '../../common/validation/validation.pipe';
import { GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { SocketExceptionFilter } from '../../infra/realtime/socket-exception.filter';
import { AuthGuard } from './auth.guard';

/**
 * A feature gateway on the one socket server at `/ws`, with the REST pipeline: Nest applies global
 * guards, pipes and filters to HTTP only, so this puts them on the gateway. Every handler passes
 * AuthGuard (signed in, not banned, `@AdminOnly()`), then the handler's own guards
 * (`@RequiresFeature`, `@NotConfined`), then the global validation pipe on its `@MessageBody()` DTO
 * (the same Arabic details as REST); `@CurrentUser()` gives the account. A failure answers the
 * event's acknowledgement with the REST error body and, when given, is also sent as `errorEvent`
 * (`message_error`, `global_message_error`).
 */
export const GameGateway = (errorEvent?: string) =>
  applyDecorators(
    WebSocketGateway(GATEWAY_OPTIONS),
    UseGuards(AuthGuard),
    UsePipes(appValidationPipe),
    UseFilters(new SocketExceptionFilter(errorEvent)),
  );
