import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { Rating } from './rating.entity';

/** Likes and dislikes of one profile, and the viewer's own rating of it. */
export interface RatingSummary {
  likes: number;
  dislikes: number;
  userRating: Rating | null;
}

@Injectable()
export class RatingsRepository {
  constructor(private readonly tx: Tx) {}

  /**
   * Records `rater`'s rating of `target` in one statement: inserts it, or switches an opposite one.
   * Rating the same way again writes nothing; two simultaneous identical rates meet on the primary
   * key, so one inserts and the other writes nothing. @returns whether a row was written.
   */
  async rate(raterUserId: string, targetUserId: string, rating: Rating, now: Date): Promise<boolean> {
    const result: unknown = await this.tx.tx.query(
      `INSERT INTO ratings (rater_user_id, target_user_id, rating, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (rater_user_id, target_user_id) DO UPDATE SET rating = EXCLUDED.rating, updated_at = EXCLUDED.updated_at
       WHERE ratings.rating <> EXCLUDED.rating
       RETURNING 1`,
      [raterUserId, targetUserId, rating, now],
    );
    return returnedRows(result).length > 0;
  }

  /** Summaries of the given profiles as `viewerUserId` sees them; profiles nobody rated are absent. */
  async summaries(targetUserIds: string[], viewerUserId: string | null): Promise<Map<string, RatingSummary>> {
    if (!targetUserIds.length) return new Map();
    const rows: { target_user_id: string; likes: number; dislikes: number; user_rating: Rating | null }[] =
      await this.tx.tx.query(
        `SELECT target_user_id,
              count(*) FILTER (WHERE rating = 'LIKE')::int AS likes,
              count(*) FILTER (WHERE rating = 'DISLIKE')::int AS dislikes,
              max(rating) FILTER (WHERE rater_user_id = $2) AS user_rating
         FROM ratings WHERE target_user_id = ANY($1::uuid[])
        GROUP BY target_user_id`,
        [targetUserIds, viewerUserId],
      );
    return new Map(
      rows.map((row) => [
        row.target_user_id,
        { likes: row.likes, dislikes: row.dislikes, userRating: row.user_rating },
      ]),
    );
  }
}
