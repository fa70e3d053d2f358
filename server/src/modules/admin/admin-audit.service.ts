import { Injectable } from '@nestjs/common';
import {
  CATALOGUE_AUDIT_PAGE_SIZE,
  CatalogueAuditEntryDto,
  CatalogueAuditLogDto,
  CatalogueAuditQueryDto,
} from './admin-audit.dto';
import { AdminAuditEntry, AdminAuditRepository, AdminAuditRow } from './admin-audit.repository';

/**
 * Writes the admin audit log (issue 15): who did what to which character, account or catalogue,
 * before and after; and reads the catalogue part back for the admin panel.
 */
@Injectable()
export class AdminAuditService {
  constructor(private readonly repository: AdminAuditRepository) {}

  /** Appends one entry; inside a transaction it commits or rolls back with the action it describes. */
  record(entry: AdminAuditEntry): Promise<void> {
    return this.repository.insert(entry);
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
    createdAt: row.createdAt.toISOString(),
  };
}
