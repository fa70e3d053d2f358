import { Injectable } from '@nestjs/common';
import { AdminAuditEntry, AdminAuditRepository } from './admin-audit.repository';

/** Writes the admin audit log (issue 15): who did what to which character or account, before and after. */
@Injectable()
export class AdminAuditService {
  constructor(private readonly repository: AdminAuditRepository) {}

  /** Appends one entry; inside a transaction it commits or rolls back with the action it describes. */
  record(entry: AdminAuditEntry): Promise<void> {
    return this.repository.insert(entry);
  }
}
