/**
 * Every reason a ledger entry may carry (DESIGN.md section 4, "Money"): why a balance moved, also the
 * name of the system account it minted from or sank into (`mint:crime_reward`). The wallet accepts
 * only these (and `test_*` in tests), so the admin's economy audit can label each one in Arabic
 * (`client/src/i18n/ar-backoffice.ts`, checked by `ledger-reasons.test.ts` in the client).
 * No imports: the client reads this list.
 */
export const LEDGER_REASONS = [
  'account_deleted',
  'admin_adjustment',
  'admin_reset',
  'bank_deposit',
  'bank_withdrawal',
  'black_market_fee',
  'black_market_sale',
  'contract_escrow',
  'contract_payout',
  'contract_refund',
  'crime_reward',
  'early_release',
  'fight_loot',
  'fight_penalty',
  'gang_contribution',
  'gang_creation',
  'gang_dissolution',
  'gang_transfer',
  'job_salary',
  'login_gift',
  // Linked accounts: a held black-market purchase's escrow (the buyer's price), its release (the
  // seller's share; the fee keeps `black_market_fee`) and its return to the buyer.
  'market_hold',
  'market_hold_release',
  'market_hold_return',
  'ministry_mission_reward',
  'money_package',
  'opening_balance',
  'player_transfer',
  'property_purchase',
  'property_sale',
  'shop_purchase',
  'shop_sale',
  'special_item_purchase',
  'stripe_dispute',
  'stripe_dispute_won',
  'stripe_purchase',
  'stripe_refund',
  'task_reward',
  'transfer_fee',
  // Linked accounts (issue 30, part 6): a held transfer's escrow, its release and its return.
  'transfer_hold',
  'transfer_hold_release',
  'transfer_hold_return',
  // Linked accounts: a held gang treasury payout's escrow, its release to the member and its return to the treasury.
  'treasury_hold',
  'treasury_hold_release',
  'treasury_hold_return',
  'vip_purchase',
] as const;

/** A reason the game writes. */
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** A reason only tests write (money minted for a test, e.g. `test_grant`). */
export type TestLedgerReason = `test_${string}`;
