import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fights (DESIGN.md section 6): every fight with its full result (the spec's fight result fields,
 * Arabic log lines included), and `characters.attack_immunity_until`, the end of a character's attack
 * immunity. Nothing grants immunity yet; the fight guard and the active-players list already honour
 * it, so the feature that grants it (spec 002's special items) only has to write the column.
 */
export class Fights1763700000400 implements MigrationInterface {
  name = 'Fights1763700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE characters ADD COLUMN attack_immunity_until timestamptz(3)`);
    await queryRunner.query(`
      CREATE TABLE fights (
        id uuid PRIMARY KEY,
        attacker_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        defender_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        winner_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        result jsonb NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK (attacker_character_id <> defender_character_id),
        CHECK (winner_character_id IN (attacker_character_id, defender_character_id))
      )`);
    // A player's history: fights as attacker or as defender, newest first.
    await queryRunner.query(
      `CREATE INDEX fights_attacker_idx ON fights (attacker_character_id, created_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX fights_defender_idx ON fights (defender_character_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS fights`);
    await queryRunner.query(`ALTER TABLE characters DROP COLUMN IF EXISTS attack_immunity_until`);
  }
}
