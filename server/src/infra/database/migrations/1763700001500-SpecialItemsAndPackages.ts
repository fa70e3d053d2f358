import { MigrationInterface, QueryRunner } from 'typeorm';

const TIMESTAMPS = `
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/**
 * The blackcoin shop (DESIGN.md section 6, "Special items" and "Packages"; spec 002 sections 3 and 9):
 * - `special_items`: the catalogue of usable items, the effect kept as the spec's object (`health`,
 *   `energy`, `experience`, `duration`, the four flags) in jsonb; `is_available` hides it from the
 *   shop, `is_active` is the admin's second toggle (spec 002 section 2.8);
 * - the three package catalogues: blackcoin (bought with real money through Stripe), money and VIP
 *   (bought with blackcoins);
 * - inventory stacks hold special items too (`item_type = 'special'`); they are never equipped.
 */
export class SpecialItemsAndPackages1763700001500 implements MigrationInterface {
  name = 'SpecialItemsAndPackages1763700001500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE special_items (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        type text NOT NULL CHECK (type IN ('HEALTH_POTION', 'ENERGY_POTION', 'EXPERIENCE_POTION',
          'NAME_CHANGE', 'GANG_BOMB', 'ATTACK_IMMUNITY', 'CD_RESET', 'OTHER')),
        effect jsonb NOT NULL DEFAULT '{}',
        price bigint NOT NULL CHECK (price >= 1),
        currency text NOT NULL DEFAULT 'money' CHECK (currency IN ('money', 'blackcoins')),
        image_url text NOT NULL DEFAULT '',
        is_available boolean NOT NULL DEFAULT true,
        is_active boolean NOT NULL DEFAULT true,
        level_required int NOT NULL DEFAULT 1 CHECK (level_required >= 1),
        ${TIMESTAMPS}
      )`);
    await queryRunner.query(`
      CREATE TABLE blackcoin_packages (
        id serial PRIMARY KEY,
        name text NOT NULL,
        usd_price numeric(12, 2) NOT NULL CHECK (usd_price >= 0),
        blackcoin_amount int NOT NULL CHECK (blackcoin_amount >= 1),
        bonus int NOT NULL DEFAULT 0 CHECK (bonus >= 0),
        is_active boolean NOT NULL DEFAULT true,
        ${TIMESTAMPS}
      )`);
    await queryRunner.query(`
      CREATE TABLE money_packages (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        blackcoin_cost int NOT NULL CHECK (blackcoin_cost >= 1),
        money_amount bigint NOT NULL CHECK (money_amount >= 1),
        bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
        is_active boolean NOT NULL DEFAULT true,
        ${TIMESTAMPS}
      )`);
    await queryRunner.query(`
      CREATE TABLE vip_packages (
        id serial PRIMARY KEY,
        name text NOT NULL,
        duration_days int NOT NULL CHECK (duration_days >= 1),
        price int NOT NULL CHECK (price >= 1),
        is_active boolean NOT NULL DEFAULT true,
        ${TIMESTAMPS}
      )`);
    await queryRunner.query(`ALTER TABLE inventory_stacks DROP CONSTRAINT inventory_stacks_item_type_check`);
    await queryRunner.query(
      `ALTER TABLE inventory_stacks ADD CONSTRAINT inventory_stacks_item_type_check
         CHECK (item_type IN ('weapon', 'armor', 'special'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM inventory_stacks WHERE item_type = 'special'`);
    await queryRunner.query(`ALTER TABLE inventory_stacks DROP CONSTRAINT inventory_stacks_item_type_check`);
    await queryRunner.query(
      `ALTER TABLE inventory_stacks ADD CONSTRAINT inventory_stacks_item_type_check CHECK (item_type IN ('weapon', 'armor'))`,
    );
    for (const table of ['vip_packages', 'money_packages', 'blackcoin_packages', 'special_items'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
