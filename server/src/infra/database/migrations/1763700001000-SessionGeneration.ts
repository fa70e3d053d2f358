import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.session_generation`: raised whenever all of a user's sessions end (guest upgrade, password
 * reset). Access tokens carry the generation they were signed in, so the ones signed before are
 * refused at once instead of living until they expire.
 */
export class SessionGeneration1763700001000 implements MigrationInterface {
  name = 'SessionGeneration1763700001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN session_generation integer NOT NULL DEFAULT 0 CHECK (session_generation >= 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN session_generation`);
  }
}
