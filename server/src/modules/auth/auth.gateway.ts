import { OnGatewayConnection } from '@nestjs/websockets';
import { toErrorBody } from '../../common/errors/domain-exception.filter';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { userRoom } from '../../infra/realtime/events';
import { RoutedGateway } from '../../infra/realtime/game-gateway.router';
import { GameSocket } from '../../infra/realtime/gateway-options';
import { PresenceService } from '../../infra/realtime/presence.service';
import { AccountAccessService } from './account-access.service';
import { accountBlocked, bearerToken } from './auth.guard';
import { TokenService } from './token.service';

/**
 * The socket handshake (spec 000 sections 4 and 7): the access token in `auth.token` (or a bearer
 * header) is verified once, the socket joins its user's room and gets `authenticated { user }`.
 * On failure the client gets `auth:error` (or the ban body) and is disconnected. Every later event
 * passes AuthGuard, which re-checks the account.
 */
@RoutedGateway()
export class AuthGateway implements OnGatewayConnection {
  constructor(
    private readonly tokens: TokenService,
    private readonly access: AccountAccessService,
    private readonly presence: PresenceService,
  ) {}

  async handleConnection(socket: GameSocket): Promise<void> {
    try {
      const token =
        (socket.handshake.auth as { token?: string } | undefined)?.token ??
        bearerToken(socket.handshake.headers.authorization);
      const verified = this.tokens.verifyAccess(token);
      if (!verified) throw commonError(CommonErrorCode.UNAUTHENTICATED);
      const { userId, sessionGeneration } = verified;
      const access = await this.access.get(userId);
      if (!access.exists || !AccountAccessService.isCurrentGeneration(access, sessionGeneration))
        throw commonError(CommonErrorCode.UNAUTHENTICATED);
      if (access.isBanned) throw accountBlocked(access);
      socket.data.sessionGeneration = sessionGeneration;
      socket.data.user = { id: userId, isAdmin: access.isAdmin, isGuest: access.isGuest };
      socket.data.userId = userId;
      await socket.join(userRoom(userId));
      // Before `authenticated`: every node knows this user may now get pushes before the client asks for its state.
      await this.presence.announce(userId);
      socket.emit('authenticated', { user: { id: userId } });
    } catch (error) {
      socket.emit('auth:error', toErrorBody(error));
      socket.disconnect(true);
    }
  }
}
