import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Linked accounts (issue 30, part 6): the device id each sign-in came from (`user_devices`, beside
 * `user_ips`), the households an admin marked as known (`linked_account_exemptions`, one row per
 * pair of accounts, smaller id first), and the review state of a transfer (`transfers.status`): a
 * transfer between linked accounts above the review amount is `held` (its money in the transfer's
 * escrow account, its items in the row) until an admin approves (`completed`) or rejects (`rejected`).
 */
export class LinkedAccounts1795836590787 implements MigrationInterface {
  name = 'LinkedAccounts1795836590787';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_devices (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_id text NOT NULL,
        first_seen_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        seen_count int NOT NULL DEFAULT 1,
        PRIMARY KEY (user_id, device_id)
      )`);
    await queryRunner.query(`CREATE INDEX user_devices_device_idx ON user_devices (device_id)`);
    await queryRunner.query(`
      CREATE TABLE linked_account_exemptions (
        user_a uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_b uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        admin_id uuid REFERENCES users (id) ON DELETE SET NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_a, user_b),
        CHECK (user_a < user_b)
      )`);
    await queryRunner.query(`
      ALTER TABLE transfers
        ADD COLUMN status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'held', 'rejected')),
        ADD COLUMN decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN decided_at timestamptz(3)`);
    await queryRunner.query(
      `CREATE INDEX transfers_held_idx ON transfers (created_at DESC, id DESC) WHERE status = 'held'`,
    );
    // The review of a held transfer is audited with the transfer as its target.
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check`);
    await queryRunner.query(
      `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
         CHECK (target_type IN ('character', 'user', 'catalogue', 'transfer'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX transfers_held_idx`);
    await queryRunner.query(`DELETE FROM admin_audit_log WHERE target_type = 'transfer'`);
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check`);
    await queryRunner.query(
      `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
         CHECK (target_type IN ('character', 'user', 'catalogue'))`,
    );
    await queryRunner.query(
      `ALTER TABLE transfers DROP COLUMN decided_at, DROP COLUMN decided_by, DROP COLUMN status`,
    );
    await queryRunner.query(`DROP TABLE linked_account_exemptions`);
    await queryRunner.query(`DROP TABLE user_devices`);
  }
}
