import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player's data rights (issue 26, parts 4 and 5; spec 000 section 1, the privacy page):
 * - `users.deletion_requested_at` / `deletion_due_at`: the account is closed and waits for its
 *   erasure at `deletion_due_at` (signing in before it cancels); `deleted_at`: erased (a tombstone
 *   row kept so the ledger, fights and the other side's messages still point somewhere).
 * - `data_exports`: one copy of a player's data per request (JSON in `payload`, in PostgreSQL so any
 *   node serves the link), fetched with a random token (stored hashed) until `expires_at`.
 */
export class AccountDataRights1763700002300 implements MigrationInterface {
  name = 'AccountDataRights1763700002300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN deletion_requested_at timestamptz,
        ADD COLUMN deletion_due_at timestamptz,
        ADD COLUMN deleted_at timestamptz`);
    await queryRunner.query(
      `CREATE INDEX users_deletion_due_idx ON users (deletion_due_at) WHERE deletion_due_at IS NOT NULL AND deleted_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE data_exports (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('preparing', 'ready', 'failed')),
        token_hash text,
        payload jsonb,
        error text,
        requested_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX data_exports_user_idx ON data_exports (user_id, requested_at DESC)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX data_exports_token_idx ON data_exports (token_hash)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE data_exports`);
    await queryRunner.query(`DROP INDEX users_deletion_due_idx`);
    await queryRunner.query(
      `ALTER TABLE users DROP COLUMN deletion_requested_at, DROP COLUMN deletion_due_at, DROP COLUMN deleted_at`,
    );
  }
}
