import { AsyncLocalStorage } from 'node:async_hooks';

/** What the audit log keeps of the admin request an entry is written in. */
export interface AdminRequestContext {
  /** The client's address as the server sees it (`request.ip`, behind TRUST_PROXY), or null. */
  ip: string | null;
}

/**
 * The admin request in progress (issue 30, part 3): `AdminRequestAuditInterceptor` runs every
 * `@AdminOnly()` REST handler inside it, so `AdminAuditService.record` stores the admin's address
 * for the entries the services write themselves, without passing it through every call.
 */
export const adminRequestContext = new AsyncLocalStorage<AdminRequestContext>();
