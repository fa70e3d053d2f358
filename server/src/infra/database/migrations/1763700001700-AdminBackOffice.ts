import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin back office (issue 15; spec 001 sections 2.3, 2.8, 2.9):
 * - `admin_audit_log`: every admin action (who, action, target, before/after JSON, at), read by the
 *   character detail by target;
 * - `user_activity_days`: one row per user and game day they signed in or refreshed a session, for
 *   the active-players chart (new accounts come from `users.created_at`), seeded from the last
 *   sightings `user_ips` already holds;
 * - indexes that keep the statistics and the characters list fast at 100,000 characters: trigram
 *   indexes for the name and e-mail search, the level and balance sorts, the ban and activity filters.
 */
export class AdminBackOffice1763700001700 implements MigrationInterface {
  name = 'AdminBackOffice1763700001700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_audit_log (
        id bigserial PRIMARY KEY,
        admin_id uuid REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL,
        target_type text NOT NULL CHECK (target_type IN ('character', 'user')),
        target_id text NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_type, target_id, id DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE user_activity_days (
        day date NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (day, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX user_activity_days_user_idx ON user_activity_days (user_id)`);
    // The days already known: each address's last sighting, in the default game time zone (TZ_GAME).
    await queryRunner.query(`
      INSERT INTO user_activity_days (day, user_id)
      SELECT DISTINCT (last_seen_at AT TIME ZONE 'Asia/Riyadh')::date, user_id FROM user_ips
      ON CONFLICT DO NOTHING`);

    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX users_username_sort_idx ON users (lower(username), id)`);
    await queryRunner.query(`CREATE INDEX users_created_at_idx ON users (created_at)`);
    await queryRunner.query(`CREATE INDEX users_banned_idx ON users (banned_at DESC) WHERE is_banned`);
    await queryRunner.query(`CREATE INDEX user_ips_last_seen_idx ON user_ips (last_seen_at)`);
    await queryRunner.query(`CREATE INDEX characters_level_idx ON characters (level DESC, id)`);
    await queryRunner.query(
      `CREATE INDEX wallet_accounts_balance_idx ON wallet_accounts (kind, currency, balance DESC, owner_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS wallet_accounts_balance_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS characters_level_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS user_ips_last_seen_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS users_banned_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS users_created_at_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS users_username_sort_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS users_email_trgm_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS users_username_trgm_idx`);
    await queryRunner.query(`DROP TABLE IF EXISTS user_activity_days`);
    await queryRunner.query(`DROP TABLE IF EXISTS admin_audit_log`);
  }
}
