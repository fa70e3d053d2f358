import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';

/** An account as block and unblock read it. */
export interface AdminUserRow {
  id: string;
  username: string | null;
  email: string | null;
  isAdmin: boolean;
  isBanned: boolean;
  banReason: string | null;
  bannedAt: Date | null;
}

/** An address shared by several accounts, each with its character's name and level (null before setup). */
export interface FlaggedIpRow {
  ip: string;
  userCount: number;
  users: {
    id: string;
    username: string | null;
    email: string | null;
    isBanned: boolean;
    name: string | null;
    level: number | null;
  }[];
}

/** Flagged addresses shown at most (the most shared first). */
const FLAGGED_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toUser = (r: Record<string, unknown>): AdminUserRow => ({
  id: r.id as string,
  username: (r.username as string | null) ?? null,
  email: (r.email as string | null) ?? null,
  isAdmin: r.is_admin === true,
  isBanned: r.is_banned === true,
  banReason: (r.ban_reason as string | null) ?? null,
  bannedAt: (r.banned_at as Date | null) ?? null,
});

/** Queries of the user management screen (spec 001 section 2.9). */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly tx: Tx) {}

  /** An account by UUID or by username (case-insensitive), locked for the caller's transaction. */
  async lockByIdOrUsername(idOrUsername: string): Promise<AdminUserRow | null> {
    const byId = UUID.test(idOrUsername);
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT id, username, email, is_admin, is_banned, ban_reason, banned_at FROM users
        WHERE ${byId ? 'id = $1::uuid' : 'lower(username) = lower($1)'} FOR UPDATE`,
      [idOrUsername],
    );
    return rows.length ? toUser(rows[0]) : null;
  }

  /** Every blocked account, newest ban first. */
  async blocked(): Promise<AdminUserRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT id, username, email, is_admin, is_banned, ban_reason, banned_at FROM users
        WHERE is_banned ORDER BY banned_at DESC NULLS LAST, id`,
    );
    return rows.map(toUser);
  }

  async stats(): Promise<{ totalUsers: number; blockedUsers: number; totalIps: number; flaggedIps: number }> {
    const [row] = await this.tx.tx.query(
      `SELECT (SELECT count(*) FROM users)::int AS total_users,
              (SELECT count(*) FROM users WHERE is_banned)::int AS blocked_users,
              count(*)::int AS total_ips,
              (count(*) FILTER (WHERE g.users > 1))::int AS flagged_ips
         FROM (SELECT ip, count(*) AS users FROM user_ips GROUP BY ip) g`,
    );
    return {
      totalUsers: row.total_users,
      blockedUsers: row.blocked_users,
      totalIps: row.total_ips,
      flaggedIps: row.flagged_ips,
    };
  }

  /**
   * Addresses used by more than one account, the most shared first, each with its accounts and
   * their characters (name and level).
   */
  async flagged(): Promise<FlaggedIpRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `WITH shared AS (
         SELECT ip, count(*)::int AS user_count FROM user_ips GROUP BY ip HAVING count(*) > 1
          ORDER BY count(*) DESC, ip LIMIT $1
       )
       SELECT s.ip, s.user_count, u.id, u.username, u.display_name, u.email, u.is_banned, c.level
         FROM shared s
         JOIN user_ips i ON i.ip = s.ip
         JOIN users u ON u.id = i.user_id
         LEFT JOIN characters c ON c.user_id = u.id
        ORDER BY s.user_count DESC, s.ip, i.first_seen_at, u.id`,
      [FLAGGED_LIMIT],
    );
    const byIp = new Map<string, FlaggedIpRow>();
    for (const r of rows) {
      const ip = r.ip as string;
      const entry = byIp.get(ip) ?? { ip, userCount: Number(r.user_count), users: [] };
      entry.users.push({
        id: r.id as string,
        username: (r.username as string | null) ?? null,
        email: (r.email as string | null) ?? null,
        isBanned: r.is_banned === true,
        name: r.level === null ? null : ((r.username as string | null) ?? (r.display_name as string)),
        level: r.level === null ? null : Number(r.level),
      });
      byIp.set(ip, entry);
    }
    return [...byIp.values()];
  }
}
