import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Linked accounts (issue 30, part 6): a gang treasury payout is also held when accounts linked to the
 * paid member filled that treasury (`LinkedAccountsService.payoutNeedsReview`), so a held payout
 * records why (`reason`: `linked_parties`, the ordering and paid members are linked;
 * `linked_contributors`, accounts linked to the paid member contributed). The check reads a linked
 * account's `gang_contribution` entries in a window: without an index it walked the account's whole
 * ledger (176 ms for an account with 200 000 crime entries, 4.7 M rows), with this partial one (about
 * 3% of the ledger's account index) 0.5 ms.
 */
export class TreasuryContributionHolds1795836900000 implements MigrationInterface {
  name = 'TreasuryContributionHolds1795836900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE gang_treasury_holds ADD COLUMN reason text NOT NULL DEFAULT 'linked_parties'
         CHECK (reason IN ('linked_parties', 'linked_contributors'))`,
    );
    await queryRunner.query(
      `CREATE INDEX ledger_entries_contribution_idx ON ledger_entries (account_id, reference, created_at)
         WHERE reason = 'gang_contribution'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ledger_entries_contribution_idx`);
    await queryRunner.query(`ALTER TABLE gang_treasury_holds DROP COLUMN reason`);
  }
}
