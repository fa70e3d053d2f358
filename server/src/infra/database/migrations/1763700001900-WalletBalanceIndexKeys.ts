import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's sort of characters by cash keeps an index, but one that no account lookup can pick.
 * The index on (kind, currency, balance DESC, owner_id) matched `kind = .. AND currency = .. AND
 * owner_id = ..` too (the owner behind the balance), and the planner chose it, with stale
 * statistics in particular, for the cash read of every fight and crime and for the wallet's debit:
 * a walk over every cash account of the currency (22 ms and 350 buffers at 20,000 characters,
 * growing with the player count). Now one partial index per currency holds only the positive cash
 * balances, in the sort's order: a lookup by owner cannot use it (its predicate needs balance > 0),
 * so only the unique key (kind, owner_id, currency) answers those.
 */
export class WalletBalanceIndexKeys1763700001900 implements MigrationInterface {
  name = 'WalletBalanceIndexKeys1763700001900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS wallet_accounts_balance_idx`);
    for (const currency of ['money', 'blackcoins'])
      await queryRunner.query(
        `CREATE INDEX wallet_accounts_cash_${currency}_sort_idx ON wallet_accounts (balance DESC, owner_id)
          WHERE kind = 'cash' AND currency = '${currency}' AND balance > 0`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const currency of ['money', 'blackcoins'])
      await queryRunner.query(`DROP INDEX IF EXISTS wallet_accounts_cash_${currency}_sort_idx`);
    await queryRunner.query(
      `CREATE INDEX wallet_accounts_balance_idx ON wallet_accounts (kind, currency, balance DESC, owner_id)`,
    );
  }
}
