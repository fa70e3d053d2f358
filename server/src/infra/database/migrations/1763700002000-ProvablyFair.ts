import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provably fair rolls (issue 29). `player_seeds` holds each player's server seeds: the current one
 * (revealed_at NULL, at most one per user) with its SHA-256 commitment, the client seed and the
 * nonce of the next roll, and every rotated one with the time it was revealed. `roll_proofs` holds
 * one row per roll that moved value (crime, fight, blood contract execution): the seed, commitment, client seed and
 * nonce it used, the other side of a fight (who may read the proof too), the number of uniform draws it read, the rule version, its inputs and its outcome, so the
 * player can recompute it once the seed is revealed. Rows are never updated after the roll.
 */
export class ProvablyFair1763700002000 implements MigrationInterface {
  name = 'ProvablyFair1763700002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE player_seeds (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        server_seed bytea NOT NULL,
        commitment char(64) NOT NULL,
        client_seed varchar(64) NOT NULL,
        nonce int NOT NULL DEFAULT 0 CHECK (nonce >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        revealed_at timestamptz NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX player_seeds_current_uq ON player_seeds (user_id) WHERE revealed_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX player_seeds_user_idx ON player_seeds (user_id, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE roll_proofs (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        other_user_id uuid NULL REFERENCES users(id) ON DELETE SET NULL,
        seed_id bigint NOT NULL REFERENCES player_seeds(id) ON DELETE CASCADE,
        commitment char(64) NOT NULL,
        client_seed varchar(64) NOT NULL,
        nonce int NOT NULL,
        kind varchar(16) NOT NULL CHECK (kind IN ('crime', 'fight', 'contract')),
        reference varchar(80) NOT NULL,
        draws int NOT NULL,
        rule_version varchar(16) NOT NULL,
        inputs jsonb NOT NULL,
        outcome jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (seed_id, nonce)
      )`);
    await queryRunner.query(`CREATE INDEX roll_proofs_user_idx ON roll_proofs (user_id, created_at DESC)`);
    await queryRunner.query(
      `CREATE INDEX roll_proofs_other_idx ON roll_proofs (other_user_id) WHERE other_user_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS roll_proofs`);
    await queryRunner.query(`DROP TABLE IF EXISTS player_seeds`);
  }
}
