import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import type { LeaderboardSort } from './leaderboard.dto';

/** The boards ranked by a column; fame comes from the loadout (`LeaderboardService`). */
export type ColumnSort = Exclude<LeaderboardSort, 'fame'>;

/** One ranked player before positions are numbered. */
export interface RankedRow {
  userId: string;
  username: string | null;
  name: string;
  avatarUrl: string | null;
  level: number;
  /** The character's VIP end (`characters.vip_expires_at`); null when never VIP. */
  vipExpiresAt: Date | null;
  criteria: number;
}

/** The ranked value of each board (spec 000 section 2, Leaderboard); money is cash in hand. */
const CRITERIA_SQL: Record<Exclude<LeaderboardSort, 'fame'>, string> = {
  level: 'c.level::bigint',
  // Cash in the character's wallet account (DESIGN.md section 4).
  money: `COALESCE((SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'money' AND w.owner_id = c.id), 0)`,
  fightsWon: 'c.fights_won::bigint',
  crimesCommitted: 'c.crimes_committed::bigint',
};

/** A visible player with the inputs of its effective stats (the fame board). */
export interface FameCandidateRow extends Omit<RankedRow, 'criteria'> {
  id: number;
  trainedStrength: number;
  trainedDefense: number;
}

@Injectable()
export class LeaderboardRepository {
  constructor(private readonly tx: Tx) {}

  /** The top `limit` visible players (set up, not banned) by one criterion; ties go to the older character. */
  async top(sort: ColumnSort, limit: number): Promise<RankedRow[]> {
    const rows: (Omit<RankedRow, 'criteria'> & { criteria: string })[] = await this.tx.tx.query(
      `SELECT u.id AS "userId", u.username, coalesce(u.username, u.display_name) AS name, u.avatar_url AS "avatarUrl",
              c.level, c.vip_expires_at AS "vipExpiresAt", ${CRITERIA_SQL[sort]} AS criteria
         FROM characters c JOIN users u ON u.id = c.user_id
        WHERE u.account_setup_completed AND NOT u.is_banned AND u.deletion_requested_at IS NULL
        ORDER BY criteria DESC, c.id ASC
        LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({ ...row, criteria: Number(row.criteria) }));
  }

  /**
   * One page of visible players (set up, not banned) in character id order, with what effective stats
   * are computed from: the fame board reads every player through the loadout, a page at a time.
   */
  async visiblePlayersAfter(afterCharacterId: number, limit: number): Promise<FameCandidateRow[]> {
    return this.tx.tx.query(
      `SELECT c.id, c.level, c.vip_expires_at AS "vipExpiresAt", c.trained_strength AS "trainedStrength", c.trained_defense AS "trainedDefense",
              u.id AS "userId", u.username, coalesce(u.username, u.display_name) AS name, u.avatar_url AS "avatarUrl"
         FROM characters c JOIN users u ON u.id = c.user_id
        WHERE u.account_setup_completed AND NOT u.is_banned AND u.deletion_requested_at IS NULL AND c.id > $1
        ORDER BY c.id ASC
        LIMIT $2`,
      [afterCharacterId, limit],
    );
  }
}
