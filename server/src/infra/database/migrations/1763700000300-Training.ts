import { MigrationInterface, QueryRunner } from 'typeorm';

/** Gym trainings (DESIGN.md section 6): at most one uncompleted training per character. */
export class Training1763700000300 implements MigrationInterface {
  name = 'Training1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE trainings (
        id serial PRIMARY KEY,
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        stat text NOT NULL CHECK (stat IN ('strength', 'defense')),
        energy int NOT NULL CHECK (energy > 0),
        points int NOT NULL CHECK (points > 0),
        started_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        completed_at timestamptz,
        CHECK (ends_at >= started_at)
      )`);
    // One training at a time; also the boot reconciler's index of unfinished trainings.
    await queryRunner.query(
      `CREATE UNIQUE INDEX trainings_one_running_key ON trainings (character_id) WHERE completed_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX trainings_character_idx ON trainings (character_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS trainings`);
  }
}
