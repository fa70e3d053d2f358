import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gangs (DESIGN.md section 6, spec 001 section 3): the gang, its members and join requests. The
 * treasury is a wallet account (`gang_treasury`, owner = gang id), not a column here.
 * - one gang per player: `gang_members.user_id` is unique;
 * - at most one BOSS per gang: a partial unique index (the service keeps exactly one, under a lock
 *   on the gang row);
 * - one pending request per player and gang: a partial unique index.
 * The DTOs enforce the exact length limits in user-perceived characters (class-validator counts a
 * surrogate pair or a variation selector as part of one character); the CHECKs are a backstop in
 * code points, so they allow twice that.
 */
export class Gangs1763700001200 implements MigrationInterface {
  name = 'Gangs1763700001200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE gangs (
        id serial PRIMARY KEY,
        name text NOT NULL CHECK (char_length(btrim(name)) > 0 AND char_length(name) <= 40),
        name_key text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
        board text NOT NULL DEFAULT '' CHECK (char_length(board) <= 2000),
        max_members int NOT NULL DEFAULT 20 CHECK (max_members > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE gang_members (
        id serial PRIMARY KEY,
        gang_id int NOT NULL REFERENCES gangs (id) ON DELETE CASCADE,
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('BOSS', 'WAZIR', 'NAIB', 'MUSHREF', 'AUDW')),
        joined_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX gang_members_gang_idx ON gang_members (gang_id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX gang_members_one_boss_idx ON gang_members (gang_id) WHERE role = 'BOSS'`,
    );

    await queryRunner.query(`
      CREATE TABLE gang_join_requests (
        id serial PRIMARY KEY,
        gang_id int NOT NULL REFERENCES gangs (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 400),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'accepted', 'rejected', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX gang_join_requests_pending_idx ON gang_join_requests (gang_id, user_id) WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX gang_join_requests_user_idx ON gang_join_requests (user_id) WHERE status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS gang_join_requests`);
    await queryRunner.query(`DROP TABLE IF EXISTS gang_members`);
    await queryRunner.query(`DROP TABLE IF EXISTS gangs`);
  }
}
