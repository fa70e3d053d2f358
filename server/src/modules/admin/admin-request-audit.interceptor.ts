import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { concatMap, from, map, Observable } from 'rxjs';
import { adminRequestContext } from './admin-request-context';
import { AuthUser, IS_ADMIN_ONLY } from '../../common/auth/decorators';
import { AdminAuditService } from './admin-audit.service';

const SKIP_REQUEST_AUDIT = 'admin:skipRequestAudit';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Requests already being audited: `@AdminOnly()` on both a controller and its route binds the audit twice. */
const audited = new WeakSet<object>();

/**
 * Marks an `@AdminOnly()` controller or route whose service writes its own, richer audit entries
 * (before and after), so `AdminRequestAuditInterceptor` does not log it twice.
 */
export const AuditedByService = () => SetMetadata(SKIP_REQUEST_AUDIT, true);

/** The request fields the interceptor reads. */
interface AuditedRequest {
  method: string;
  url: string;
  params?: Record<string, string>;
  body?: unknown;
  user?: AuthUser;
  routeOptions?: { url?: string };
  ip?: string;
}

/**
 * Writes `admin_audit_log` for every successful mutating (POST, PUT, PATCH, DELETE) REST call of an
 * `@AdminOnly()` route: the catalogue creates, updates, deletes and toggles of every feature (issue 15).
 * Entry: action `METHOD /route/:pattern`, target type 'catalogue', target id the route's `id`
 * parameter (else the request path), before null, after `{ method, path, params, body }`.
 * A failed call (an error response) writes nothing; the response waits for the entry to be stored.
 * Every admin-only REST handler (reads too) runs inside `adminRequestContext` with the request's
 * address, which every entry written during it keeps (issue 30).
 */
@Injectable()
export class AdminRequestAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AdminAuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuditedRequest>();
    const store = { ip: request.ip ?? null };
    // Nest binds the handler to the async context `next.handle()` is called in (AsyncResource.bind):
    // calling it inside the context hands the handler, and every promise it starts, the address.
    return new Observable((subscriber) =>
      adminRequestContext.run(store, () => this.audited(context, request, next).subscribe(subscriber)),
    );
  }

  /** The handler, followed by the catalogue entry when the request is one to log. */
  private audited(
    context: ExecutionContext,
    request: AuditedRequest,
    next: CallHandler,
  ): Observable<unknown> {
    const targets = [context.getHandler(), context.getClass()];
    if (
      !MUTATING.has(request.method) ||
      !this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) ||
      this.reflector.getAllAndOverride<boolean>(SKIP_REQUEST_AUDIT, targets) ||
      !request.user ||
      audited.has(request)
    )
      return next.handle();
    audited.add(request);
    const path = request.url.split('?')[0];
    const params = storable({ ...(request.params ?? {}) }) as Record<string, string>;
    const body = isPlainBody(request.body) ? storable(request.body) : null;
    const adminId = request.user.id;
    return next.handle().pipe(
      concatMap((result) =>
        from(
          this.audit.record({
            adminId,
            action: `${request.method} ${request.routeOptions?.url ?? path}`,
            targetType: 'catalogue',
            targetId: params.id ?? path,
            before: null,
            after: { method: request.method, path, params, body },
          }),
        ).pipe(map(() => result)),
      ),
    );
  }
}

/** A JSON body is logged; a multipart upload's stream or a missing body is not. */
function isPlainBody(body: unknown): boolean {
  return (
    body !== null &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    typeof (body as { pipe?: unknown }).pipe !== 'function'
  );
}

/**
 * A copy PostgreSQL's jsonb accepts: strings without NUL characters and with lone surrogates
 * replaced (U+FFFD), as refused input may still reach a successful route.
 */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(/\p{Surrogate}/gu, '\uFFFD');
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storable(item)]));
  return value;
}
