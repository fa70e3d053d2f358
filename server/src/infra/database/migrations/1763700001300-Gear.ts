import { MigrationInterface, QueryRunner } from 'typeorm';

const RARITY = `rarity text NOT NULL DEFAULT 'common' CHECK (rarity IN ('common', 'uncommon', 'rare', 'epic', 'legend'))`;
const CURRENCY = `currency text NOT NULL DEFAULT 'money' CHECK (currency IN ('money', 'blackcoins'))`;
const COMMON = `
  image_url text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/**
 * Gear and property (DESIGN.md section 6, "Shop, inventory, equipment" and "Houses, rides, pets";
 * spec 001 section 3, spec 002 section 3): the five catalogues, the inventory stacks of weapons and
 * armors, the four equipment slots and the owned houses, rides and pets.
 * - a catalogue's currency is stored as the wallet's (`money` or `blackcoins`); each screen's spelling
 *   is applied on the way out;
 * - a stack holds the unequipped units only (`quantity > 0`; the row goes at 0); an equipped unit is
 *   its slot row, so equipped units cannot be sold by construction;
 * - one equipped house, ride and pet per character: a partial unique index;
 * - catalogue rows someone owns cannot be deleted (RESTRICT; the service answers 409 first).
 */
export class Gear1763700001300 implements MigrationInterface {
  name = 'Gear1763700001300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE weapons (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        damage int NOT NULL CHECK (damage >= 1),
        energy_bonus int NOT NULL DEFAULT 0 CHECK (energy_bonus >= 0),
        price bigint NOT NULL CHECK (price >= 1),
        ${RARITY}, ${CURRENCY}, ${COMMON}
      )`);
    await queryRunner.query(`
      CREATE TABLE armors (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        def int NOT NULL CHECK (def >= 1),
        hp_bonus int NOT NULL DEFAULT 0 CHECK (hp_bonus >= 0),
        price bigint NOT NULL CHECK (price >= 1),
        slot text NOT NULL DEFAULT 'body' CHECK (slot IN ('head', 'body')),
        ${RARITY}, ${CURRENCY}, ${COMMON}
      )`);
    await queryRunner.query(`
      CREATE TABLE houses (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        cost bigint NOT NULL CHECK (cost >= 1),
        defense_bonus int NOT NULL DEFAULT 0 CHECK (defense_bonus >= 0),
        hp_bonus int NOT NULL DEFAULT 0 CHECK (hp_bonus >= 0),
        type text NOT NULL DEFAULT 'house' CHECK (type IN ('apartment', 'house', 'mansion')),
        capacity int NOT NULL DEFAULT 1 CHECK (capacity >= 1),
        ${RARITY}, ${CURRENCY}, ${COMMON}
      )`);
    await queryRunner.query(`
      CREATE TABLE rides (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        cost bigint NOT NULL CHECK (cost >= 1),
        attack_bonus int NOT NULL DEFAULT 0 CHECK (attack_bonus >= 0),
        defense_bonus int NOT NULL DEFAULT 0 CHECK (defense_bonus >= 0),
        ${RARITY}, ${CURRENCY}, ${COMMON}
      )`);
    await queryRunner.query(`
      CREATE TABLE pets (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        cost bigint NOT NULL CHECK (cost >= 1),
        power_bonus int NOT NULL DEFAULT 0 CHECK (power_bonus >= 0),
        ${RARITY}, ${CURRENCY}, ${COMMON}
      )`);

    await queryRunner.query(`
      CREATE TABLE inventory_stacks (
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        item_type text NOT NULL CHECK (item_type IN ('weapon', 'armor')),
        item_id int NOT NULL,
        quantity int NOT NULL CHECK (quantity > 0),
        acquired_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (character_id, item_type, item_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX inventory_stacks_item_idx ON inventory_stacks (item_type, item_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE character_equipment (
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        slot text NOT NULL CHECK (slot IN ('weapon1', 'weapon2', 'head', 'body')),
        weapon_id int REFERENCES weapons (id) ON DELETE RESTRICT,
        armor_id int REFERENCES armors (id) ON DELETE RESTRICT,
        PRIMARY KEY (character_id, slot),
        CHECK ((slot IN ('weapon1', 'weapon2')) = (weapon_id IS NOT NULL AND armor_id IS NULL)),
        CHECK ((slot IN ('head', 'body')) = (armor_id IS NOT NULL AND weapon_id IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX character_equipment_weapon_idx ON character_equipment (weapon_id)`);
    await queryRunner.query(`CREATE INDEX character_equipment_armor_idx ON character_equipment (armor_id)`);

    await queryRunner.query(`
      CREATE TABLE owned_properties (
        id serial PRIMARY KEY,
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('house', 'ride', 'pet')),
        item_id int NOT NULL,
        is_equipped boolean NOT NULL DEFAULT false,
        acquired_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (character_id, kind, item_id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX owned_properties_one_equipped_idx ON owned_properties (character_id, kind) WHERE is_equipped`,
    );
    await queryRunner.query(`CREATE INDEX owned_properties_item_idx ON owned_properties (kind, item_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'owned_properties',
      'character_equipment',
      'inventory_stacks',
      'pets',
      'rides',
      'houses',
      'armors',
      'weapons',
    ])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
