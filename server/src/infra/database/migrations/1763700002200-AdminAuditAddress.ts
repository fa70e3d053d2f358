import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole admin audit log (issue 30, part 3): each entry keeps the address the admin acted from
 * (`ip`, null for entries written before), and the list filtered by admin or action kind stays an
 * index walk (newest first) at a few hundred thousand entries.
 */
export class AdminAuditAddress1763700002200 implements MigrationInterface {
  name = 'AdminAuditAddress1763700002200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_audit_log ADD COLUMN ip text`);
    await queryRunner.query(`CREATE INDEX admin_audit_log_admin_idx ON admin_audit_log (admin_id, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX admin_audit_log_created_idx`);
    await queryRunner.query(`DROP INDEX admin_audit_log_admin_idx`);
    await queryRunner.query(`ALTER TABLE admin_audit_log DROP COLUMN ip`);
  }
}
