import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import type { LeaderboardSort } from './leaderboard.dto';

/** One ranked player before positions are numbered. */
export interface RankedRow {
  userId: string;
  username: string | null;
  name: string;
  avatarUrl: string | null;
  level: number;
  criteria: number;
}

/**
 * Fame over effective stats (DESIGN.md section 6), in SQL so the board is ranked by PostgreSQL:
 * `fame()` and `baseStats()` of `game/stats.rules.ts` with n = level − 1 and f = n / 5 (integer
 * division): 100 × level + 20 × strength + 8 × maxHp + 20 × defense, where strength = 10 + 2n + 10f
 * + trained strength, maxHp = 1000 + 100n, defense = 5 + n + 5f + trained defense. The leaderboard
 * test checks it against `effectiveStats()`; equipment bonuses join here when equipment lands.
 */
const FAME_SQL = `(100 * c.level::bigint
  + 20 * (10 + 2 * (c.level - 1) + 10 * ((c.level - 1) / 5) + c.trained_strength)::bigint
  + 8 * (1000 + 100 * (c.level - 1))::bigint
  + 20 * (5 + (c.level - 1) + 5 * ((c.level - 1) / 5) + c.trained_defense)::bigint)`;

/** The ranked value of each board (spec 000 section 2, Leaderboard); money is cash in hand. */
const CRITERIA_SQL: Record<LeaderboardSort, string> = {
  fame: FAME_SQL,
  level: 'c.level::bigint',
  // Cash in the character's wallet account (DESIGN.md section 4).
  money: `COALESCE((SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'money' AND w.owner_id = c.id), 0)`,
  fightsWon: 'c.fights_won::bigint',
  crimesCommitted: 'c.crimes_committed::bigint',
};

@Injectable()
export class LeaderboardRepository {
  constructor(private readonly tx: Tx) {}

  /** The top `limit` visible players (set up, not banned) by one criterion; ties go to the older character. */
  async top(sort: LeaderboardSort, limit: number): Promise<RankedRow[]> {
    const rows: (Omit<RankedRow, 'criteria'> & { criteria: string })[] = await this.tx.tx.query(
      `SELECT u.id AS "userId", u.username, coalesce(u.username, u.display_name) AS name, u.avatar_url AS "avatarUrl",
              c.level, ${CRITERIA_SQL[sort]} AS criteria
         FROM characters c JOIN users u ON u.id = c.user_id
        WHERE u.account_setup_completed AND NOT u.is_banned
        ORDER BY criteria DESC, c.id ASC
        LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({ ...row, criteria: Number(row.criteria) }));
  }
}
