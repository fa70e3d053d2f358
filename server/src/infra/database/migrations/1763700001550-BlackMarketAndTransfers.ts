import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The black market and transfers between players (DESIGN.md section 6, "Black market" and
 * "Transfers"; issue 13).
 * - a listing holds its units in escrow (they left the seller's inventory stack); its status
 *   changes once, from `active` to `sold`, `cancelled` or `expired`, by a conditional update, so
 *   the units go to the buyer or back to the seller exactly once;
 * - `item_name` and `rarity` are copied at listing time so the market filters and sorts in SQL over
 *   every stackable item type (weapons, armors, special items) without joining each catalogue;
 * - a transfer row per money or item transfer; `game_day` is the sender's game calendar day
 *   (TZ_GAME) the daily limit counts;
 * - `flagged_transfers`: transfers between two accounts that share an address in `user_ips`, for the
 *   admin IPs screen.
 */
export class BlackMarketAndTransfers1763700001550 implements MigrationInterface {
  name = 'BlackMarketAndTransfers1763700001550';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE black_market_listings (
        id serial PRIMARY KEY,
        seller_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        item_type text NOT NULL,
        item_id int NOT NULL,
        item_name text NOT NULL,
        rarity text NOT NULL,
        quantity int NOT NULL CHECK (quantity > 0),
        price bigint NOT NULL CHECK (price BETWEEN 1 AND 1000000000),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'sold', 'cancelled', 'expired')),
        buyer_character_id int REFERENCES characters (id) ON DELETE SET NULL,
        expires_at timestamptz(3) NOT NULL,
        closed_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK ((status = 'active') = (closed_at IS NULL)),
        CHECK (buyer_character_id IS NULL OR buyer_character_id <> seller_character_id)
      )`);
    // The market's default view (newest active first) and the boot reconciler's pending expiries.
    await queryRunner.query(
      `CREATE INDEX black_market_listings_active_idx ON black_market_listings (created_at DESC, id DESC) WHERE status = 'active'`,
    );
    await queryRunner.query(
      `CREATE INDEX black_market_listings_expiry_idx ON black_market_listings (expires_at) WHERE status = 'active'`,
    );
    await queryRunner.query(
      `CREATE INDEX black_market_listings_seller_idx ON black_market_listings (seller_character_id, created_at DESC)`,
    );
    // Catalogue deletion asks whether an item is listed.
    await queryRunner.query(
      `CREATE INDEX black_market_listings_item_idx ON black_market_listings (item_type, item_id) WHERE status = 'active'`,
    );

    await queryRunner.query(`
      CREATE TABLE transfers (
        id serial PRIMARY KEY,
        sender_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        receiver_character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('money', 'item')),
        amount bigint CHECK (amount > 0),
        fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
        item_type text,
        item_id int,
        item_name text,
        quantity int CHECK (quantity > 0),
        game_day date NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK (sender_character_id <> receiver_character_id),
        CHECK ((kind = 'money') = (amount IS NOT NULL)),
        CHECK ((kind = 'item') = (item_id IS NOT NULL AND item_type IS NOT NULL AND quantity IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX transfers_sender_day_idx ON transfers (sender_character_id, game_day)`,
    );
    await queryRunner.query(
      `CREATE INDEX transfers_receiver_idx ON transfers (receiver_character_id, created_at DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE flagged_transfers (
        transfer_id int PRIMARY KEY REFERENCES transfers (id) ON DELETE CASCADE,
        sender_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        receiver_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        shared_ips text[] NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX flagged_transfers_pair_idx ON flagged_transfers (sender_user_id, receiver_user_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS flagged_transfers`);
    await queryRunner.query(`DROP TABLE IF EXISTS transfers`);
    await queryRunner.query(`DROP TABLE IF EXISTS black_market_listings`);
  }
}
