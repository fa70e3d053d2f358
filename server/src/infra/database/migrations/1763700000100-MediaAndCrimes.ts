import { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded images, the crime catalogue and per-character crime cooldowns. */
export class MediaAndCrimes1763700000100 implements MigrationInterface {
  name = 'MediaAndCrimes1763700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE media (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        size int NOT NULL CHECK (size > 0),
        sha256 text NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE crimes (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        req_level int NOT NULL DEFAULT 1 CHECK (req_level >= 1),
        energy_cost int NOT NULL DEFAULT 5 CHECK (energy_cost >= 1),
        success_rate numeric(4, 3) NOT NULL DEFAULT 0.5 CHECK (success_rate > 0 AND success_rate < 1),
        reward bigint NOT NULL DEFAULT 100 CHECK (reward >= 1),
        exp_reward int NOT NULL DEFAULT 50 CHECK (exp_reward >= 1),
        cooldown_seconds int NOT NULL DEFAULT 60 CHECK (cooldown_seconds >= 1),
        image_url text NOT NULL,
        fail_outcome text NOT NULL DEFAULT 'jail' CHECK (fail_outcome IN ('jail', 'hospital')),
        jail_minutes int NOT NULL DEFAULT 3 CHECK (jail_minutes >= 0),
        hospital_minutes int NOT NULL DEFAULT 2 CHECK (hospital_minutes >= 0),
        is_enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX crimes_req_level_idx ON crimes (req_level, id)`);
    await queryRunner.query(`
      CREATE TABLE crime_cooldowns (
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        crime_id int NOT NULL REFERENCES crimes (id) ON DELETE CASCADE,
        available_at timestamptz NOT NULL,
        PRIMARY KEY (character_id, crime_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS crime_cooldowns`);
    await queryRunner.query(`DROP TABLE IF EXISTS crimes`);
    await queryRunner.query(`DROP TABLE IF EXISTS media`);
  }
}
