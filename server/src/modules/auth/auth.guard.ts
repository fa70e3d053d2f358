import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AuthUser, IS_ADMIN_ONLY, IS_PUBLIC } from '../../common/auth/decorators';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { AccountAccess, AccountAccessService } from './account-access.service';
import { TokenService } from './token.service';

/** The 403 body of a banned account (spec 000 section 3): `{ message: 'Account blocked', reason, bannedAt }`. */
export const accountBlocked = (access: AccountAccess) =>
  commonError(CommonErrorCode.ACCOUNT_BLOCKED, { reason: access.banReason, bannedAt: access.bannedAt });

export function bearerToken(header: string | undefined): string | null {
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Global guard: every route needs a valid access token unless marked `@Public()`; banned accounts
 * get 403 'Account blocked'; `@AdminOnly()` routes need `isAdmin`, read from the database (cached).
 * On the socket (every gateway declared with `@GameGateway()`), the same checks per event: the
 * handshake's user must still exist, be unbanned and hold a current session; `@AdminOnly()` the same.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly access: AccountAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() === 'ws') return this.admitSocketEvent(context);
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const verified = this.tokens.verifyAccess(bearerToken(request.headers.authorization));
    if (!verified) throw commonError(CommonErrorCode.UNAUTHENTICATED);
    const { userId } = verified;
    const access = await this.access.get(userId);
    if (!access.exists || !AccountAccessService.isCurrentGeneration(access, verified.sessionGeneration))
      throw commonError(CommonErrorCode.UNAUTHENTICATED);
    if (access.isBanned) throw accountBlocked(access);
    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) && !access.isAdmin) {
      throw commonError(CommonErrorCode.ADMIN_ONLY);
    }
    request.user = { id: userId, isAdmin: access.isAdmin, isGuest: access.isGuest };
    // The request log (pino-http, on the raw request) carries the user id.
    (request.raw as { userId?: string }).userId = userId;
    return true;
  }

  /** The socket side: the handshake verified the token; each event re-checks the account (cached). */
  private async admitSocketEvent(context: ExecutionContext): Promise<boolean> {
    const socket = context.switchToWs().getClient<GameSocket>();
    const { userId, sessionGeneration = 0 } = socket.data;
    if (!userId) throw commonError(CommonErrorCode.UNAUTHENTICATED);
    const access = await this.access.get(userId);
    if (!access.exists || !AccountAccessService.isCurrentGeneration(access, sessionGeneration))
      throw commonError(CommonErrorCode.UNAUTHENTICATED);
    if (access.isBanned) throw accountBlocked(access);
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) && !access.isAdmin)
      throw commonError(CommonErrorCode.ADMIN_ONLY);
    socket.data.user = { id: userId, isAdmin: access.isAdmin, isGuest: access.isGuest };
    return true;
  }
}
