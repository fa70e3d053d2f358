import type { AuditTargetType } from '../../../api/generated/model/auditTargetType';
import type { ListAuditLogParams } from '../../../api/generated/model/listAuditLogParams';

/** The whole log shows 50 entries per page (the server's default). */
export const AUDIT_LOG_PAGE_SIZE = 50;

export const AUDIT_TARGET_TYPES = [
  'character',
  'user',
  'catalogue',
  'export',
  'queue',
] as const satisfies readonly AuditTargetType[];

/** The filter form of the audit log; empty strings mean 'any'. */
export interface AuditFilters {
  admin: string;
  action: string;
  targetType: AuditTargetType | '';
  targetId: string;
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  admin: '',
  action: '',
  targetType: '',
  targetId: '',
  dateFrom: '',
  dateTo: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query of GET /api/admin/audit-log: page, limit 50 and only the filters that are set. */
export function auditParams(filters: AuditFilters, page: number): ListAuditLogParams {
  const params: ListAuditLogParams = { page: Math.max(1, Math.floor(page)), limit: AUDIT_LOG_PAGE_SIZE };
  const admin = filters.admin.trim().slice(0, 50);
  if (admin) params.admin = admin;
  const action = filters.action.trim().slice(0, 100);
  if (action) params.action = action;
  if (filters.targetType) params.targetType = filters.targetType;
  const targetId = filters.targetId.trim().slice(0, 200);
  if (targetId) params.targetId = targetId;
  if (DAY.test(filters.dateFrom)) params.dateFrom = filters.dateFrom;
  if (DAY.test(filters.dateTo)) params.dateTo = filters.dateTo;
  return params;
}

/** One changed field of an entry: its name and the values before and after (JSON text). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A value as short JSON text (`—` for none), cut to 120 characters. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/**
 * The fields an entry changed, in the after's order then the before's: those whose values differ;
 * a catalogue entry (before null, after `{ method, path, params, body }`) shows its body's fields.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const isRequest = before === null && after !== null && 'method' in after && 'path' in after;
  const next = isRequest ? ((after.body as Record<string, unknown> | null) ?? {}) : (after ?? {});
  const previous = isRequest ? {} : (before ?? {});
  const fields = [...new Set([...Object.keys(next), ...Object.keys(previous)])];
  return fields
    .filter((field) => JSON.stringify(previous[field]) !== JSON.stringify(next[field]))
    .map((field) => ({ field, before: shown(previous[field]), after: shown(next[field]) }));
}
