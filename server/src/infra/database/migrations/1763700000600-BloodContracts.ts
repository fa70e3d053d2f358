import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blood contracts (DESIGN.md section 6): a reward escrowed by the poster on a target, open until an
 * assassin wins it, the poster cancels it or it expires (24 h). The status changes once, under a
 * row lock, so payout and refund are mutually exclusive; the ledger's idempotency keys
 * (`contract-payout:<id>`, `contract-refund:<id>`) make each happen at most once.
 */
export class BloodContracts1763700000600 implements MigrationInterface {
  name = 'BloodContracts1763700000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE blood_contracts (
        id serial PRIMARY KEY,
        poster_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        target_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        reward bigint NOT NULL CHECK (reward > 0),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'cancelled', 'expired')),
        assassin_character_id int REFERENCES characters (id) ON DELETE SET NULL,
        -- The winning execution's contract result.
        result jsonb,
        expires_at timestamptz(3) NOT NULL,
        closed_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK (poster_character_id <> target_character_id),
        CHECK ((status = 'open') = (closed_at IS NULL)),
        CHECK ((status = 'completed') = (assassin_character_id IS NOT NULL))
      )`);
    // The open list and the boot reconciler's pending expiries.
    await queryRunner.query(
      `CREATE INDEX blood_contracts_open_idx ON blood_contracts (expires_at) WHERE status = 'open'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS blood_contracts`);
  }
}
