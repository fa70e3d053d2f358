import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin audit log also records the CSV exports (`target_type` 'export', target id the list
 * exported) and the operations panel's queue actions ('queue', target id the queue) (issue 30), beside
 * the held transfers' reviews ('transfer', migration LinkedAccounts1795836590787).
 */
export class AdminAuditExportsQueues1795836716398 implements MigrationInterface {
  name = 'AdminAuditExportsQueues1795836716398';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check`);
    await queryRunner.query(
      `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
         CHECK (target_type IN ('character', 'user', 'catalogue', 'transfer', 'export', 'queue'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM admin_audit_log WHERE target_type IN ('export', 'queue')`);
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check`);
    await queryRunner.query(
      `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
         CHECK (target_type IN ('character', 'user', 'catalogue', 'transfer'))`,
    );
  }
}
