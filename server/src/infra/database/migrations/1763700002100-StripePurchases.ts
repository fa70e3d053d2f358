import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe purchases and their reversals (issue 30, part 1):
 * - `stripe_purchases`: one row per Checkout session (pending when opened, paid once the webhook
 *   credits it), with what Stripe later refunded or disputed, how many of its blackcoins were taken
 *   back through the wallet and how many are still owed (the player had spent them). The state is
 *   derived from those facts on every change (`purchaseState` in game/stripe-reversals.rules.ts).
 * - `stripe_webhook_events`: the id of every refund or dispute event applied, written in the same
 *   transaction as its effect, so a redelivered event changes nothing.
 */
export class StripePurchases1763700002100 implements MigrationInterface {
  name = 'StripePurchases1763700002100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stripe_purchases (
        id serial PRIMARY KEY,
        session_id text NOT NULL UNIQUE,
        payment_intent_id text UNIQUE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        character_id int REFERENCES characters (id) ON DELETE SET NULL,
        package_id int NOT NULL,
        package_name text,
        amount_cents int NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL,
        blackcoins int NOT NULL CHECK (blackcoins > 0),
        state text NOT NULL CHECK (state IN ('pending', 'paid', 'refunded', 'disputed', 'won', 'lost')),
        refunded_cents int NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
        dispute_id text,
        dispute_status text CHECK (dispute_status IN ('open', 'won', 'lost')),
        disputed_cents int NOT NULL DEFAULT 0 CHECK (disputed_cents >= 0),
        taken_back int NOT NULL DEFAULT 0 CHECK (taken_back >= 0),
        owed int NOT NULL DEFAULT 0 CHECK (owed >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX stripe_purchases_created_idx ON stripe_purchases (created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX stripe_purchases_character_idx ON stripe_purchases (character_id, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX stripe_purchases_owed_idx ON stripe_purchases (user_id) WHERE owed > 0`,
    );
    await queryRunner.query(`
      CREATE TABLE stripe_webhook_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        purchase_id int REFERENCES stripe_purchases (id) ON DELETE CASCADE,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stripe_webhook_events`);
    await queryRunner.query(`DROP TABLE stripe_purchases`);
  }
}
