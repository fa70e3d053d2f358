import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin audit log also records the catalogue actions (creates, updates, deletes, toggles) of
 * every admin-only route: `target_type` gains 'catalogue' (target id = the route's id parameter,
 * or its path when it has none).
 */
export class AdminAuditCatalogue1763700001820 implements MigrationInterface {
  name = 'AdminAuditCatalogue1763700001820';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check`);
    await queryRunner.query(
      `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
         CHECK (target_type IN ('character', 'user', 'catalogue'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM admin_audit_log WHERE target_type = 'catalogue'`);
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check`);
    await queryRunner.query(
      `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
         CHECK (target_type IN ('character', 'user'))`,
    );
  }
}
