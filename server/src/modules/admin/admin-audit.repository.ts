import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';

/** What an admin action changed (spec 001 section 2.3; issue 15: the audit log). */
export interface AdminAuditEntry {
  adminId: string;
  /** e.g. `character.money`, `character.update`, `character.reset`, `user.block`, `POST /api/admin/crimes`. */
  action: string;
  targetType: 'character' | 'user' | 'catalogue';
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** One stored row, with the admin's username. */
export interface AdminAuditRow {
  id: number;
  adminId: string | null;
  adminUsername: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** Queries of `admin_audit_log`. */
@Injectable()
export class AdminAuditRepository {
  constructor(private readonly tx: Tx) {}

  async insert(entry: AdminAuditEntry): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO admin_audit_log (admin_id, action, target_type, target_id, before, after)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [
        entry.adminId,
        entry.action,
        entry.targetType,
        String(entry.targetId),
        JSON.stringify(entry.before ?? null),
        JSON.stringify(entry.after ?? null),
      ],
    );
  }

  /**
   * Newest first: one page of the rows of a target type whose action contains `search`
   * (case-insensitive, taken literally), with how many match in all.
   */
  async page(
    targetType: AdminAuditEntry['targetType'],
    { search, offset, limit }: { search: string | null; offset: number; limit: number },
  ): Promise<{ rows: AdminAuditRow[]; total: number }> {
    const where = `l.target_type = $1 AND ($2::text IS NULL OR strpos(lower(l.action), lower($2)) > 0)`;
    const [count] = await this.tx.tx.query(
      `SELECT count(*)::int AS n FROM admin_audit_log l WHERE ${where}`,
      [targetType, search],
    );
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT l.id, l.admin_id, u.username AS admin_username, l.action, l.target_type, l.target_id,
              l.before, l.after, l.created_at
         FROM admin_audit_log l LEFT JOIN users u ON u.id = l.admin_id
        WHERE ${where}
        ORDER BY l.id DESC LIMIT $3 OFFSET $4`,
      [targetType, search, limit, offset],
    );
    return { rows: rows.map(toRow), total: Number(count.n) };
  }

  /** Newest first: the rows about a character and about its account. */
  async forCharacter(characterId: number, userId: string, limit: number): Promise<AdminAuditRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT l.id, l.admin_id, u.username AS admin_username, l.action, l.target_type, l.target_id,
              l.before, l.after, l.created_at
         FROM (
           (SELECT * FROM admin_audit_log WHERE target_type = 'character' AND target_id = $1 ORDER BY id DESC LIMIT $3)
           UNION ALL
           (SELECT * FROM admin_audit_log WHERE target_type = 'user' AND target_id = $2 ORDER BY id DESC LIMIT $3)
         ) l
         LEFT JOIN users u ON u.id = l.admin_id
        ORDER BY l.id DESC LIMIT $3`,
      [String(characterId), userId, limit],
    );
    return rows.map(toRow);
  }
}

function toRow(r: Record<string, unknown>): AdminAuditRow {
  return {
    id: Number(r.id),
    adminId: (r.admin_id as string | null) ?? null,
    adminUsername: (r.admin_username as string | null) ?? null,
    action: r.action as string,
    targetType: r.target_type as string,
    targetId: r.target_id as string,
    before: r.before,
    after: r.after,
    createdAt: r.created_at as Date,
  };
}
