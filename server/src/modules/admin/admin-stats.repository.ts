import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';

/** The catalogue counts of the dashboard: stats field, table and optional condition. */
const CATALOGUE_COUNTS = [
  ['totalCrimes', 'crimes', ''],
  ['totalMinistryMissions', 'ministry_missions', ''],
  ['totalJobs', 'jobs', ''],
  ['totalRides', 'rides', ''],
  ['totalPets', 'pets', ''],
  ['totalWeapons', 'weapons', ''],
  ['totalBodyArmors', 'armors', `WHERE slot = 'body'`],
  ['totalHeadArmors', 'armors', `WHERE slot = 'head'`],
  ['totalSpecialItems', 'special_items', ''],
  ['totalVipPackages', 'vip_packages', ''],
  ['totalMoneyPackages', 'money_packages', ''],
  ['totalBlackcoinPackages', 'blackcoin_packages', ''],
  ['totalHouses', 'houses', ''],
  ['totalTasks', 'tasks', ''],
  ['totalRanks', 'rankings', ''],
  ['totalGangs', 'gangs', ''],
] as const;
export type CatalogueCountField = (typeof CATALOGUE_COUNTS)[number][0];

/** Aggregate queries of the admin dashboard (spec 001 section 2.8); each stays fast at 100,000 characters. */
@Injectable()
export class AdminStatsRepository {
  constructor(private readonly tx: Tx) {}

  /** Users, activity and bans. */
  async users(since: Date): Promise<{ totalUsers: number; activeUsers: number; bannedUsers: number }> {
    const [row] = await this.tx.tx.query(
      `SELECT (SELECT count(*) FROM users)::int AS total_users,
              (SELECT count(DISTINCT user_id) FROM user_ips WHERE last_seen_at >= $1)::int AS active_users,
              (SELECT count(*) FROM users WHERE is_banned)::int AS banned_users`,
      [since],
    );
    return { totalUsers: row.total_users, activeUsers: row.active_users, bannedUsers: row.banned_users };
  }

  /** Characters, their levels and experience, and what they hold (cash and bank). */
  async characters(): Promise<{
    totalCharacters: number;
    totalExperience: number;
    averageLevel: number;
    maxLevel: number;
    totalMoney: number;
    totalBlackcoins: number;
  }> {
    const [row] = await this.tx.tx.query(
      `SELECT c.total_characters, c.total_experience, c.average_level, c.max_level, w.total_money, w.total_blackcoins
         FROM (SELECT count(*)::int AS total_characters, COALESCE(sum(exp), 0)::text AS total_experience,
                      COALESCE(round(avg(level), 2), 0)::float AS average_level, COALESCE(max(level), 0)::int AS max_level
                 FROM characters) c,
              (SELECT COALESCE(sum(balance) FILTER (WHERE currency = 'money'), 0)::text AS total_money,
                      COALESCE(sum(balance) FILTER (WHERE currency = 'blackcoins'), 0)::text AS total_blackcoins
                 FROM wallet_accounts WHERE kind IN ('cash', 'bank')) w`,
    );
    return {
      totalCharacters: row.total_characters,
      totalExperience: Number(row.total_experience),
      averageLevel: Number(row.average_level),
      maxLevel: row.max_level,
      totalMoney: Number(row.total_money),
      totalBlackcoins: Number(row.total_blackcoins),
    };
  }

  /** Row counts of the catalogues. Table names are constants of this file, never input. */
  async catalogueCounts(): Promise<Record<CatalogueCountField, number>> {
    const parts = CATALOGUE_COUNTS.map(
      ([field, table, where]) => `(SELECT count(*) FROM ${table} ${where})::int AS "${field}"`,
    );
    const [row] = await this.tx.tx.query(`SELECT ${parts.join(', ')}`);
    return row as Record<CatalogueCountField, number>;
  }

  /** New accounts and active players per game day, from `from` to `to` (inclusive, `YYYY-MM-DD`). */
  async daily(
    from: string,
    to: string,
    timeZone: string,
  ): Promise<{ day: string; newAccounts: number; activePlayers: number }[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
              (SELECT count(*) FROM users u
                WHERE u.created_at >= (d.day::timestamp AT TIME ZONE $3)
                  AND u.created_at < ((d.day + 1)::timestamp AT TIME ZONE $3))::int AS new_accounts,
              (SELECT count(*) FROM user_activity_days a WHERE a.day = d.day)::int AS active_players
         FROM (SELECT g::date AS day FROM generate_series($1::date, $2::date, interval '1 day') g) d
        ORDER BY d.day`,
      [from, to, timeZone],
    );
    return rows.map((r) => ({
      day: r.day as string,
      newAccounts: Number(r.new_accounts),
      activePlayers: Number(r.active_players),
    }));
  }

  /** Characters per level, levels without characters left out. */
  async levels(): Promise<{ level: number; count: number }[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT level, count(*)::int AS count FROM characters GROUP BY level ORDER BY level`,
    );
    return rows.map((r) => ({ level: Number(r.level), count: Number(r.count) }));
  }
}
