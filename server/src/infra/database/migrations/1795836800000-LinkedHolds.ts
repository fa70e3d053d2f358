import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Linked accounts (issue 30, part 6), the holds beside transfers: a black-market purchase between
 * linked accounts worth the review amount leaves the market as `held` (the price in the listing's
 * `market_hold` escrow account, the units in the row) until an admin releases it (`sold`) or returns
 * it (`returned`: the money to the buyer, the units to the seller's inventory); a gang treasury payout
 * ordered for a linked member waits in `gang_treasury_holds` (the money in its `treasury_hold` account)
 * until released to the member or returned to the treasury. The reviews are audited with the
 * purchase ('market_purchase', the listing id) or the payout ('treasury_payout') as the target.
 */
export class LinkedHolds1795836800000 implements MigrationInterface {
  name = 'LinkedHolds1795836800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE black_market_listings
        DROP CONSTRAINT black_market_listings_status_check,
        ADD CONSTRAINT black_market_listings_status_check
          CHECK (status IN ('active', 'sold', 'cancelled', 'expired', 'held', 'returned')),
        ADD CONSTRAINT black_market_listings_held_buyer_check
          CHECK (status <> 'held' OR buyer_character_id IS NOT NULL),
        ADD COLUMN decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN decided_at timestamptz(3)`);
    await queryRunner.query(
      `CREATE INDEX black_market_listings_held_idx ON black_market_listings (closed_at, id) WHERE status = 'held'`,
    );
    await queryRunner.query(`
      CREATE TABLE gang_treasury_holds (
        id serial PRIMARY KEY,
        gang_id int REFERENCES gangs (id) ON DELETE SET NULL,
        gang_name text NOT NULL,
        ordered_by_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        member_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'released', 'returned')),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
        decided_at timestamptz(3),
        CHECK ((status = 'held') = (decided_at IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX gang_treasury_holds_held_idx ON gang_treasury_holds (created_at, id) WHERE status = 'held'`,
    );
    await queryRunner.query(
      `CREATE INDEX gang_treasury_holds_gang_idx ON gang_treasury_holds (gang_id) WHERE status = 'held'`,
    );
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check`);
    await queryRunner.query(
      `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
         CHECK (target_type IN ('character', 'user', 'catalogue', 'transfer', 'export', 'queue',
                                'market_purchase', 'treasury_payout'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A held purchase or payout has money in escrow that only its review settles: refuse to lose it.
    const [pending] = await queryRunner.query(
      `SELECT (SELECT count(*) FROM black_market_listings WHERE status = 'held')
            + (SELECT count(*) FROM gang_treasury_holds WHERE status = 'held') AS n`,
    );
    if (Number(pending.n) > 0)
      throw new Error(`${pending.n} held purchases or payouts wait for review: release or return them first`);
    await queryRunner.query(
      `DELETE FROM admin_audit_log WHERE target_type IN ('market_purchase', 'treasury_payout')`,
    );
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check`);
    await queryRunner.query(
      `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
         CHECK (target_type IN ('character', 'user', 'catalogue', 'transfer', 'export', 'queue'))`,
    );
    await queryRunner.query(`DROP TABLE gang_treasury_holds`);
    await queryRunner.query(`DROP INDEX black_market_listings_held_idx`);
    // A returned purchase was undone (money to the buyer, units to the seller): a cancelled listing.
    await queryRunner.query(
      `UPDATE black_market_listings SET status = 'cancelled' WHERE status = 'returned'`,
    );
    await queryRunner.query(`
      ALTER TABLE black_market_listings
        DROP COLUMN decided_at, DROP COLUMN decided_by,
        DROP CONSTRAINT black_market_listings_held_buyer_check,
        DROP CONSTRAINT black_market_listings_status_check,
        ADD CONSTRAINT black_market_listings_status_check
          CHECK (status IN ('active', 'sold', 'cancelled', 'expired'))`);
  }
}
