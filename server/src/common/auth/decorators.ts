import {
  applyDecorators,
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Observable } from 'rxjs';

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

/** Token of the interceptor that writes the admin audit entry of an admin-only REST mutation (the admin module provides it). */
export const ADMIN_REQUEST_AUDIT = Symbol('ADMIN_REQUEST_AUDIT');

/**
 * Runs the admin module's request audit ({@link ADMIN_REQUEST_AUDIT}) around an `@AdminOnly()`
 * route. It is bound by the decorator, not registered globally: one global interceptor would put
 * every player request through Nest's rxjs interceptor pipeline. Throws on the first admin call
 * when no module provides the audit.
 */
@Injectable()
export class AdminRequestAuditBinding implements NestInterceptor {
  private audit?: NestInterceptor;

  constructor(private readonly moduleRef: ModuleRef) {}

  intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Observable<unknown> | Promise<Observable<unknown>> {
    this.audit ??= this.moduleRef.get<NestInterceptor>(ADMIN_REQUEST_AUDIT, { strict: false });
    return this.audit.intercept(context, next);
  }
}

/**
 * The route or socket handler is refused (403 ADMIN_ONLY) to anyone but an admin; checked on the
 * server against the database (cached). A successful mutating REST call is written to the admin
 * audit log ({@link AdminRequestAuditBinding}).
 */
export const AdminOnly = () =>
  applyDecorators(SetMetadata(IS_ADMIN_ONLY, true), UseInterceptors(AdminRequestAuditBinding));

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

/** A device id as the client sends it: its random UUID (other ids of 8 to 64 letters, digits, `-`, `_` too). */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The browser's long-lived random device id (`X-Device-Id`, kept in localStorage by the client),
 * recorded with each sign-in for the linked-accounts graph (issue 30, part 6); null when absent or
 * malformed (a sign-in never fails over it).
 */
export const ClientDevice = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | null => {
    const value: unknown = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[
      'x-device-id'
    ];
    return typeof value === 'string' && DEVICE_ID.test(value) ? value : null;
  },
);

/** The caller's IP as Fastify resolved it (honours TRUST_PROXY). */
export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest().ip,
);
