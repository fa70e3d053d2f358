import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push (issue 26, part 2): each device's subscription (its endpoint and keys), and each player's
 * preferences (the master switch, off by default, and one switch per kind, on by default).
 */
export class WebPush1795836639532 implements MigrationInterface {
  name = 'WebPush1795836639532';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE push_subscriptions (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE push_preferences (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        enabled boolean NOT NULL DEFAULT false,
        release boolean NOT NULL DEFAULT true,
        training boolean NOT NULL DEFAULT true,
        attacked boolean NOT NULL DEFAULT true,
        message boolean NOT NULL DEFAULT true,
        friend_request boolean NOT NULL DEFAULT true,
        gang boolean NOT NULL DEFAULT true,
        contract_executed boolean NOT NULL DEFAULT true,
        daily_gift boolean NOT NULL DEFAULT true
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE push_preferences`);
    await queryRunner.query(`DROP TABLE push_subscriptions`);
  }
}
