import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import type { AUDIT_TARGET_TYPES } from './admin-audit.dto';

/** What an admin action changed (spec 001 section 2.3; issue 15: the audit log). */
export interface AdminAuditEntry {
  adminId: string;
  /** e.g. `character.money`, `character.update`, `character.reset`, `user.block`, `POST /api/admin/crimes`. */
  action: string;
  /**
   * `transfer`, `market_purchase` (the listing id), `treasury_payout` (the payout hold's id): a held
   * operation's review; `export`: a CSV export (target id the list); `queue`: an operations action on
   * a BullMQ queue (issue 30).
   */
  targetType: (typeof AUDIT_TARGET_TYPES)[number];
  targetId: string | number;
  before: unknown;
  after: unknown;
  /** The admin's address; `AdminAuditService.record` fills it from the request in progress. */
  ip?: string | null;
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
  ip: string | null;
  createdAt: Date;
  /** The username behind the target (a character's player or an account), when there is one. */
  targetName?: string | null;
}

/** The whole log's filter (issue 30, part 3); null means any. */
export interface AuditLogFilter {
  /** Part of the admin's username, taken literally. */
  admin: string | null;
  /** Part of the action (`character.money`, `POST /api/admin/crimes`), taken literally. */
  action: string | null;
  targetType: AdminAuditEntry['targetType'] | null;
  /** The target's id exactly (a character id, an account id, a catalogue row id or path). */
  targetId: string | null;
  /** Game days `YYYY-MM-DD` in `timeZone`, both included. */
  dateFrom: string | null;
  dateTo: string | null;
  timeZone: string;
}

/** The WHERE clause of a filter over `admin_audit_log l LEFT JOIN users u` (the admin) and its parameters. */
function auditFilterSql(filter: AuditLogFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (filter.admin) add('strpos(lower(u.username), lower(?)) > 0', filter.admin);
  if (filter.action) add('strpos(lower(l.action), lower(?)) > 0', filter.action);
  if (filter.targetType) add('l.target_type = ?', filter.targetType);
  if (filter.targetId) add('l.target_id = ?', filter.targetId);
  if (filter.dateFrom || filter.dateTo) {
    params.push(filter.timeZone);
    const zone = `$${params.length}`;
    if (filter.dateFrom) add(`l.created_at >= (?::date::timestamp AT TIME ZONE ${zone})`, filter.dateFrom);
    if (filter.dateTo) add(`l.created_at < ((?::date + 1)::timestamp AT TIME ZONE ${zone})`, filter.dateTo);
  }
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** Queries of `admin_audit_log`. */
@Injectable()
export class AdminAuditRepository {
  constructor(private readonly tx: Tx) {}

  async insert(entry: AdminAuditEntry): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO admin_audit_log (admin_id, action, target_type, target_id, before, after, ip)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
      [
        entry.adminId,
        entry.action,
        entry.targetType,
        String(entry.targetId),
        JSON.stringify(entry.before ?? null),
        JSON.stringify(entry.after ?? null),
        entry.ip ?? null,
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
              l.before, l.after, l.ip, l.created_at
         FROM admin_audit_log l LEFT JOIN users u ON u.id = l.admin_id
        WHERE ${where}
        ORDER BY l.id DESC LIMIT $3 OFFSET $4`,
      [targetType, search, limit, offset],
    );
    return { rows: rows.map(toRow), total: Number(count.n) };
  }

  /**
   * Newest first: one page of the whole log, filtered, with the admin's and the target's usernames,
   * and how many match in all.
   */
  async search(
    filter: AuditLogFilter,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: AdminAuditRow[]; total: number }> {
    const { where, params } = auditFilterSql(filter);
    const from = `FROM admin_audit_log l LEFT JOIN users u ON u.id = l.admin_id ${where}`;
    const [count] = await this.tx.tx.query(`SELECT count(*)::int AS n ${from}`, params);
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT l.id, l.admin_id, u.username AS admin_username, l.action, l.target_type, l.target_id,
              l.before, l.after, l.ip, l.created_at,
              CASE l.target_type
                WHEN 'character' THEN (SELECT cu.username FROM characters c JOIN users cu ON cu.id = c.user_id
                                        WHERE c.id = CASE WHEN l.target_id ~ '^[0-9]{1,9}$' THEN l.target_id::int END)
                WHEN 'user' THEN (SELECT tu.username FROM users tu
                                   WHERE tu.id = CASE WHEN l.target_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
                                                      THEN l.target_id::uuid END)
              END AS target_name
         ${from}
        ORDER BY l.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toRow), total: Number(count.n) };
  }

  /**
   * Newest first: up to `limit` rows of the filtered log older than the row `beforeId` (null: from
   * the newest), with the target's username: the CSV export's keyset page (issue 30, part 4).
   */
  async exportPage(filter: AuditLogFilter, beforeId: number | null, limit: number): Promise<AdminAuditRow[]> {
    const { where, params } = auditFilterSql(filter);
    params.push(beforeId, limit);
    const keyset = `($${params.length - 1}::bigint IS NULL OR l.id < $${params.length - 1})`;
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT l.id, l.admin_id, u.username AS admin_username, l.action, l.target_type, l.target_id,
              l.before, l.after, l.ip, l.created_at,
              CASE l.target_type
                WHEN 'character' THEN (SELECT cu.username FROM characters c JOIN users cu ON cu.id = c.user_id
                                        WHERE c.id = CASE WHEN l.target_id ~ '^[0-9]{1,9}$' THEN l.target_id::int END)
                WHEN 'user' THEN (SELECT tu.username FROM users tu
                                   WHERE tu.id = CASE WHEN l.target_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
                                                      THEN l.target_id::uuid END)
              END AS target_name
         FROM admin_audit_log l LEFT JOIN users u ON u.id = l.admin_id
        ${where ? `${where} AND ${keyset}` : `WHERE ${keyset}`}
        ORDER BY l.id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRow);
  }

  /** Newest first: the rows about a character and about its account. */
  async forCharacter(characterId: number, userId: string, limit: number): Promise<AdminAuditRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT l.id, l.admin_id, u.username AS admin_username, l.action, l.target_type, l.target_id,
              l.before, l.after, l.ip, l.created_at
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
    ip: (r.ip as string | null) ?? null,
    createdAt: r.created_at as Date,
    targetName: (r.target_name as string | null | undefined) ?? null,
  };
}
