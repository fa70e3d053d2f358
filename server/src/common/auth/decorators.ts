import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'auth:public';
export const IS_ADMIN_ONLY = 'auth:adminOnly';

/** The signed-in account behind a request or socket. */
export interface AuthUser {
  id: string;
  isAdmin: boolean;
  isGuest: boolean;
}

/** The route needs no sign-in. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The route or socket handler is refused (403 ADMIN_ONLY) to anyone but an admin; checked on the server against the database (cached). */
export const AdminOnly = () => SetMetadata(IS_ADMIN_ONLY, true);

/**
 * The signed-in user behind a REST request or a socket event, as AuthGuard set it: `request.user`
 * over HTTP, `socket.data.user` over the socket. Guards and `@CurrentUser()` read it through here,
 * so one rule serves both transports.
 */
export function userOf(context: ExecutionContext): AuthUser {
  if (context.getType() === 'ws')
    return context.switchToWs().getClient<{ data: { user: AuthUser } }>().data.user;
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
}

/** The signed-in user of the request or socket event (set by AuthGuard). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser =>
  userOf(context),
);

/** The caller's IP as Fastify resolved it (honours TRUST_PROXY). */
export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest().ip,
);
