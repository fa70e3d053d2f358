/**
 * Accounts of the wallet (DESIGN.md section 4). A held account has a balance row that never goes
 * below zero: a character's cash and bank, a gang treasury, a blood contract's escrow. A system account is where
 * money enters or leaves the game, one per reason (`mint:crime_reward`, `sink:early_release`): it
 * has only ledger rows (no balance to lock, so it never becomes a hot row) and may go negative, so
 * every currency sums to zero over all accounts.
 */

/** The two currencies: money (earned in game) and blackcoins (bought, or granted). */
export enum Currency {
  MONEY = 'money',
  BLACKCOINS = 'blackcoins',
}

/** What a held account belongs to. A feature that holds balances adds its kind here. */
export enum AccountKind {
  /** A character's cash: money and blackcoins in hand (fights take from it). */
  CASH = 'cash',
  /** A character's bank balance, money only (cannot be stolen). */
  BANK = 'bank',
  /** A gang's treasury; `ownerId` is the gang id. */
  GANG_TREASURY = 'gang_treasury',
  /** A blood contract's escrowed reward; `ownerId` is the contract id. */
  CONTRACT_ESCROW = 'contract_escrow',
  /** A transfer held for an admin's review (linked accounts, issue 30); `ownerId` is the transfer id. */
  TRANSFER_HOLD = 'transfer_hold',
  /** A black-market purchase held for an admin's review (linked accounts); `ownerId` is the listing id. */
  MARKET_HOLD = 'market_hold',
  /** A gang treasury payout held for an admin's review (linked accounts); `ownerId` is the payout hold's id. */
  TREASURY_HOLD = 'treasury_hold',
}

/** A balance-carrying account: one row per (kind, owner, currency). */
export interface HeldAccount {
  kind: AccountKind;
  ownerId: number;
}

/**
 * A system account, named by direction only: the wallet names it after the operation's reason
 * (`'mint'` in an operation with reason `crime_reward` is `mint:crime_reward`).
 */
export type SystemAccount = 'mint' | 'sink';

export type Account = HeldAccount | SystemAccount;

export function isSystemAccount(account: Account): account is SystemAccount {
  return typeof account === 'string';
}

/** Builders for the held accounts, so call sites read `account.cash(characterId)`. */
export const account = {
  cash: (characterId: number): HeldAccount => ({ kind: AccountKind.CASH, ownerId: characterId }),
  bank: (characterId: number): HeldAccount => ({ kind: AccountKind.BANK, ownerId: characterId }),
  gangTreasury: (gangId: number): HeldAccount => ({ kind: AccountKind.GANG_TREASURY, ownerId: gangId }),
  contractEscrow: (contractId: number): HeldAccount => ({
    kind: AccountKind.CONTRACT_ESCROW,
    ownerId: contractId,
  }),
  transferHold: (transferId: number): HeldAccount => ({
    kind: AccountKind.TRANSFER_HOLD,
    ownerId: transferId,
  }),
  marketHold: (listingId: number): HeldAccount => ({ kind: AccountKind.MARKET_HOLD, ownerId: listingId }),
  treasuryHold: (holdId: number): HeldAccount => ({ kind: AccountKind.TREASURY_HOLD, ownerId: holdId }),
} as const;

/** The ledger name of a system account for one reason, e.g. `mint:crime_reward`. */
export function systemAccountName(direction: SystemAccount, reason: string): string {
  return `${direction}:${reason}`;
}

/** A stable key of a held account and currency; also the lock order of one operation. */
export function accountKey(held: HeldAccount, currency: Currency): string {
  return `${held.kind}:${String(held.ownerId).padStart(12, '0')}:${currency}`;
}
