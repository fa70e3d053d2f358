import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Profile ratings (DESIGN.md section 6, Leaderboard): one rating per rater and target, LIKE or
 * DISLIKE. The primary key is what makes two simultaneous rates of one rater write one row. Also
 * the index the player search lists by (level, then fights won; spec 000 section 2, Player search).
 */
export class Ratings1763700000500 implements MigrationInterface {
  name = 'Ratings1763700000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ratings (
        rater_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        target_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rating text NOT NULL CHECK (rating IN ('LIKE', 'DISLIKE')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (rater_user_id, target_user_id),
        CHECK (rater_user_id <> target_user_id)
      )`);
    // Counts per target (profiles, the leaderboard's ratings map).
    await queryRunner.query(`CREATE INDEX ratings_target_idx ON ratings (target_user_id, rating)`);
    await queryRunner.query(
      `CREATE INDEX characters_search_order_idx ON characters (level DESC, fights_won DESC, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS characters_search_order_idx`);
    await queryRunner.query(`DROP TABLE IF EXISTS ratings`);
  }
}
