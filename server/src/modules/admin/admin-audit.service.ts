import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { adminRequestContext } from './admin-request-context';
import {
  CATALOGUE_AUDIT_PAGE_SIZE,
  CatalogueAuditEntryDto,
  CatalogueAuditLogDto,
  CatalogueAuditQueryDto,
  AUDIT_LOG_PAGE_SIZE,
  AuditLogDto,
  AuditLogEntryDto,
  AuditLogQueryDto,
} from './admin-audit.dto';
import {
  AdminAuditEntry,
  AdminAuditRepository,
  AdminAuditRow,
  AuditLogFilter,
} from './admin-audit.repository';

/**
 * Writes the admin audit log (issue 15): who did what to which character, account or catalogue,
 * before and after; and reads the catalogue part back for the admin panel.
 */
@Injectable()
export class AdminAuditService {
  constructor(
    private readonly repository: AdminAuditRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Appends one entry; inside a transaction it commits or rolls back with the action it describes.
   * The admin's address comes from the admin request in progress unless the entry names one.
   */
  record(entry: AdminAuditEntry): Promise<void> {
    return this.repository.insert({ ...entry, ip: entry.ip ?? adminRequestContext.getStore()?.ip ?? null });
  }

  /** One page of the whole log, newest first (50 unless asked), `totalPages` at least 1 (issue 30). */
  async log(query: AuditLogQueryDto): Promise<AuditLogDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? AUDIT_LOG_PAGE_SIZE;
    const { rows, total } = await this.repository.search(this.filterOf(query), {
      offset: (page - 1) * limit,
      limit,
    });
    return {
      entries: rows.map(toAuditLogEntryDto),
      total,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      page,
      limit,
    };
  }

  /** The repository filter of a query (also the CSV export's). */
  filterOf(query: AuditLogQueryDto): AuditLogFilter {
    return {
      admin: query.admin || null,
      action: query.action || null,
      targetType: query.targetType ?? null,
      targetId: query.targetId || null,
      dateFrom: query.dateFrom ?? null,
      dateTo: query.dateTo ?? null,
      timeZone: this.config.TZ_GAME,
    };
  }

  /** One page of the catalogue entries, newest first (20 unless asked), `totalPages` at least 1. */
  async catalogueLog(query: CatalogueAuditQueryDto): Promise<CatalogueAuditLogDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? CATALOGUE_AUDIT_PAGE_SIZE;
    const { rows, total } = await this.repository.page('catalogue', {
      search: query.search || null,
      offset: (page - 1) * limit,
      limit,
    });
    return {
      entries: rows.map(toCatalogueEntryDto),
      total,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      page,
      limit,
    };
  }
}

function toCatalogueEntryDto(row: AdminAuditRow): CatalogueAuditEntryDto {
  return {
    id: row.id,
    adminUsername: row.adminUsername,
    action: row.action,
    targetId: row.targetId,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row of the whole log: who, what, on whom, before and after, when, from where. */
export function toAuditLogEntryDto(row: AdminAuditRow): AuditLogEntryDto {
  return {
    id: row.id,
    adminId: row.adminId,
    adminUsername: row.adminUsername,
    action: row.action,
    targetType: row.targetType as AuditLogEntryDto['targetType'],
    targetId: row.targetId,
    targetName: row.targetName ?? null,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
