import { MigrationInterface, QueryRunner } from 'typeorm';

/** Jobs (spec 001 section 3), who holds which job, and the daily payroll's record of payments (DESIGN.md section 6). */
export class JobsAndPayroll1763700000200 implements MigrationInterface {
  name = 'JobsAndPayroll1763700000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE jobs (
        id serial PRIMARY KEY,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        description text NOT NULL,
        tier int NOT NULL DEFAULT 1 CHECK (tier BETWEEN 1 AND 6),
        min_level int NOT NULL DEFAULT 1 CHECK (min_level >= 1),
        salary bigint NOT NULL DEFAULT 50 CHECK (salary >= 1),
        exp_per_day int NOT NULL DEFAULT 10 CHECK (exp_per_day >= 1),
        is_enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // One job per character; deleting a job lets its holders go.
    await queryRunner.query(`
      CREATE TABLE character_jobs (
        character_id int PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
        job_id int NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        hired_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX character_jobs_job_idx ON character_jobs (job_id)`);

    // The primary key is the "at most once per character per day" rule; the row outlives a deleted job.
    await queryRunner.query(`
      CREATE TABLE payroll_payments (
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        pay_date date NOT NULL,
        job_id int REFERENCES jobs (id) ON DELETE SET NULL,
        salary bigint NOT NULL CHECK (salary >= 0),
        exp int NOT NULL CHECK (exp >= 0),
        paid_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (character_id, pay_date)
      )`);
    await queryRunner.query(`CREATE INDEX payroll_payments_pay_date_idx ON payroll_payments (pay_date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['payroll_payments', 'character_jobs', 'jobs']) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
