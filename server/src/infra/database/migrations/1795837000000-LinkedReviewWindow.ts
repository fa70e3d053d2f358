import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Linked accounts (issue 30, part 6), the cumulative review: an operation between two linked accounts
 * is held when its value plus what moved the same way in the last 24 hours reaches the review amount
 * (`LinkedAccountsRepository.pairNeedsReview` and `payoutReview`), so each transfer, purchase and
 * treasury payout now reads the pair's recent purchases and the receiver's recent payouts from the
 * treasury, below the review amount too. Measured with EXPLAIN ANALYZE (7 runs) on a receiver with
 * 200 000 crime ledger entries, 40 payouts, 50 000 transfers received and 20 000 listings sold:
 * - the payouts were read through the account's whole ledger (`ledger_entries_account_idx`): the
 *   payout review took 46 ms at best (median 57 ms); with `ledger_entries_payout_idx`, partial like
 *   the contributions' index, 2.1 ms (median 2.4 ms), the rest a scan of the listings;
 * - the pair's purchases were read by a scan of the listings (20 000 rows): the pair review took
 *   3.4 ms at best (median 3.9 ms); with `black_market_listings_buyer_idx` (sold listings by buyer and
 *   seller) 0.16 ms (median 0.18 ms), and the payout review 0.18 ms (median 0.22 ms).
 * The pair's transfers are read through `transfers_sender_day_idx` (a sender sends at most 20 money
 * transfers a day) and need no index of their own.
 */
export class LinkedReviewWindow1795837000000 implements MigrationInterface {
  name = 'LinkedReviewWindow1795837000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX ledger_entries_payout_idx ON ledger_entries (account_id, reference, created_at)
         WHERE reason = 'gang_transfer'`,
    );
    await queryRunner.query(
      `CREATE INDEX black_market_listings_buyer_idx
         ON black_market_listings (buyer_character_id, seller_character_id, closed_at) WHERE status = 'sold'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX black_market_listings_buyer_idx`);
    await queryRunner.query(`DROP INDEX ledger_entries_payout_idx`);
  }
}
