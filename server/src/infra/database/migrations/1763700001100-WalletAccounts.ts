import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wallet accounts (DESIGN.md section 4): balances leave the `characters` row for `wallet_accounts`
 * (a character's cash per currency and its bank; later gang treasuries and escrows), and every
 * ledger entry is one leg of a transfer, on a held account or on a system account per reason.
 *
 * Existing data is carried over without losing a row: each character's three balances become
 * accounts, each ledger entry moves to its account (`bank` entries to the bank account, in money),
 * a balance that its ledger does not explain gets an `opening_balance` entry, each open blood
 * contract's reward becomes an escrow account, and for each (reason, currency) whose entries do
 * not net to zero one counter entry on the system account `legacy:<reason>` closes the books, so
 * every currency sums to zero from the first audit on.
 */
export class WalletAccounts1763700001100 implements MigrationInterface {
  name = 'WalletAccounts1763700001100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE wallet_accounts (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        owner_id bigint NOT NULL,
        currency text NOT NULL CHECK (currency IN ('money', 'blackcoins')),
        balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (kind, owner_id, currency)
      )`);
    await queryRunner.query(`CREATE SEQUENCE ledger_transfer_id_seq AS bigint`);

    await queryRunner.query(`
      INSERT INTO wallet_accounts (kind, owner_id, currency, balance)
      SELECT 'cash', id, 'money', money FROM characters
      UNION ALL SELECT 'cash', id, 'blackcoins', blackcoins FROM characters
      UNION ALL SELECT 'bank', id, 'money', bank_balance FROM characters`);

    await queryRunner.query(`
      ALTER TABLE ledger_entries
        ADD COLUMN transfer_id bigint,
        ADD COLUMN account_id bigint REFERENCES wallet_accounts (id),
        ADD COLUMN system_account text,
        ALTER COLUMN character_id DROP NOT NULL,
        ALTER COLUMN balance_after DROP NOT NULL`);
    await queryRunner.query(`
      UPDATE ledger_entries l SET account_id = a.id
        FROM wallet_accounts a
       WHERE a.owner_id = l.character_id
         AND ((l.currency = 'bank' AND a.kind = 'bank' AND a.currency = 'money')
           OR (l.currency <> 'bank' AND a.kind = 'cash' AND a.currency = l.currency))`);
    await queryRunner.query(
      `ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_currency_check`,
    );
    await queryRunner.query(`UPDATE ledger_entries SET currency = 'money' WHERE currency = 'bank'`);

    // Balances the ledger does not explain (set before the ledger existed).
    await queryRunner.query(`
      INSERT INTO ledger_entries (account_id, currency, delta, balance_after, reason, reference)
      SELECT a.id, a.currency, a.balance - COALESCE(s.total, 0), a.balance, 'opening_balance', 'migration:wallet_accounts'
        FROM wallet_accounts a
        LEFT JOIN (SELECT account_id, sum(delta) AS total FROM ledger_entries GROUP BY account_id) s
               ON s.account_id = a.id
       WHERE a.balance <> COALESCE(s.total, 0)`);

    // Open contracts' rewards, taken from the posters before, now sit in escrow accounts.
    await queryRunner.query(`
      INSERT INTO wallet_accounts (kind, owner_id, currency, balance)
      SELECT 'contract_escrow', id, 'money', reward FROM blood_contracts WHERE status = 'open'`);
    await queryRunner.query(`
      INSERT INTO ledger_entries (account_id, currency, delta, balance_after, reason, reference)
      SELECT a.id, 'money', a.balance, a.balance, 'contract_escrow', 'blood-contract:' || a.owner_id
        FROM wallet_accounts a WHERE a.kind = 'contract_escrow'`);

    // Close the books: per reason and currency, what the entries created or destroyed.
    await queryRunner.query(`
      INSERT INTO ledger_entries (system_account, currency, delta, reason, reference)
      SELECT 'legacy:' || reason, currency, -sum(delta), reason, 'migration:wallet_accounts'
        FROM ledger_entries GROUP BY reason, currency HAVING sum(delta) <> 0`);
    // One transfer per (reason, currency) for the carried-over entries: each nets to zero.
    await queryRunner.query(`
      UPDATE ledger_entries l SET transfer_id = g.transfer_id
        FROM (SELECT reason, currency, nextval('ledger_transfer_id_seq') AS transfer_id
                FROM (SELECT DISTINCT reason, currency FROM ledger_entries) d) g
       WHERE g.reason = l.reason AND g.currency = l.currency`);

    await queryRunner.query(`DROP INDEX IF EXISTS ledger_entries_account_idx`);
    await queryRunner.query(`
      ALTER TABLE ledger_entries
        DROP COLUMN character_id,
        ALTER COLUMN transfer_id SET NOT NULL,
        ADD CONSTRAINT ledger_entries_currency_check CHECK (currency IN ('money', 'blackcoins')),
        ADD CONSTRAINT ledger_entries_one_account CHECK ((account_id IS NULL) <> (system_account IS NULL)),
        ADD CONSTRAINT ledger_entries_balance_after CHECK ((account_id IS NULL) = (balance_after IS NULL))`);
    await queryRunner.query(`CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id)`);
    await queryRunner.query(
      `CREATE INDEX ledger_entries_system_idx ON ledger_entries (system_account, currency) WHERE system_account IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id)`);
    await queryRunner.query(
      `ALTER TABLE characters DROP COLUMN money, DROP COLUMN blackcoins, DROP COLUMN bank_balance`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE characters
        ADD COLUMN money bigint NOT NULL DEFAULT 0 CHECK (money >= 0),
        ADD COLUMN blackcoins bigint NOT NULL DEFAULT 0 CHECK (blackcoins >= 0),
        ADD COLUMN bank_balance bigint NOT NULL DEFAULT 0 CHECK (bank_balance >= 0)`);
    await queryRunner.query(`
      UPDATE characters c SET
        money = COALESCE((SELECT balance FROM wallet_accounts a WHERE a.kind = 'cash' AND a.owner_id = c.id AND a.currency = 'money'), 0),
        blackcoins = COALESCE((SELECT balance FROM wallet_accounts a WHERE a.kind = 'cash' AND a.owner_id = c.id AND a.currency = 'blackcoins'), 0),
        bank_balance = COALESCE((SELECT balance FROM wallet_accounts a WHERE a.kind = 'bank' AND a.owner_id = c.id), 0)`);
    // Entries of other accounts (escrows, system accounts) have no place in the old ledger.
    await queryRunner.query(
      `ALTER TABLE ledger_entries ADD COLUMN character_id int REFERENCES characters (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(`
      UPDATE ledger_entries l SET character_id = a.owner_id,
             currency = CASE WHEN a.kind = 'bank' THEN 'bank' ELSE l.currency END
        FROM wallet_accounts a WHERE a.id = l.account_id AND a.kind IN ('cash', 'bank')`);
    await queryRunner.query(`DELETE FROM ledger_entries WHERE character_id IS NULL`);
    await queryRunner.query(`
      ALTER TABLE ledger_entries
        DROP CONSTRAINT ledger_entries_currency_check,
        DROP CONSTRAINT ledger_entries_one_account,
        DROP CONSTRAINT ledger_entries_balance_after,
        DROP COLUMN transfer_id,
        DROP COLUMN account_id,
        DROP COLUMN system_account,
        ALTER COLUMN character_id SET NOT NULL,
        ALTER COLUMN balance_after SET NOT NULL,
        ADD CONSTRAINT ledger_entries_currency_check CHECK (currency IN ('money', 'blackcoins', 'bank'))`);
    await queryRunner.query(`DROP INDEX IF EXISTS ledger_entries_account_idx`);
    await queryRunner.query(
      `CREATE INDEX ledger_entries_account_idx ON ledger_entries (character_id, currency, id)`,
    );
    await queryRunner.query(`DROP TABLE wallet_accounts`);
    await queryRunner.query(`DROP SEQUENCE ledger_transfer_id_seq`);
  }
}
