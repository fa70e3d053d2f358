import { applyDecorators, SetMetadata, UseFilters, UseGuards, UsePipes } from '@nestjs/common';
import { appValidationPipe } from '../../common/validation/validation.pipe';
import { GAME_GATEWAY_METADATA } from '../../infra/realtime/game-gateway.router';
import { SocketExceptionFilter } from '../../infra/realtime/socket-exception.filter';
import { AuthGuard } from './auth.guard';

/**
 * A feature gateway on the one socket server at `/ws`, with the REST pipeline: its `@SubscribeMessage`
 * handlers are served by GameGatewayRouter (one table per node, nothing per socket; not a Nest
 * `@WebSocketGateway`, so no `afterInit`/`handleConnection`/`handleDisconnect`). Nest applies global
 * guards, pipes and filters to HTTP only, so this puts them on the gateway. Every handler passes
 * AuthGuard (signed in, not banned, `@AdminOnly()`), then the handler's own guards
 * (`@RequiresFeature`, `@NotConfined`), then the global validation pipe on its `@MessageBody()` DTO
 * (the same Arabic details as REST); `@CurrentUser()` gives the account. A failure answers the
 * event's acknowledgement with the REST error body and, when given, is also sent as `errorEvent`
 * (`message_error`, `global_message_error`).
 */
export const GameGateway = (errorEvent?: string) =>
  applyDecorators(
    SetMetadata(GAME_GATEWAY_METADATA, true),
    UseGuards(AuthGuard),
    UsePipes(appValidationPipe),
    UseFilters(new SocketExceptionFilter(errorEvent)),
  );
