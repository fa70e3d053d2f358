import { Injectable } from '@nestjs/common';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { isSerialId } from '../../infra/database/serial-id';
import { DomainEvents } from '../../infra/events/domain-events';
import {
  Account,
  AccountKind,
  accountKey,
  Currency,
  HeldAccount,
  isSystemAccount,
  systemAccountName,
} from './account';
import { LedgerEntryEntity } from './ledger-entry.entity';
import { WalletErrorCode, walletError } from './wallet.errors';
import {
  CharacterBalances,
  CharacterLedgerFilter,
  CharacterLedgerRow,
  LegRow,
  WalletRepository,
} from './wallet.repository';
import type { LedgerReason, TestLedgerReason } from './ledger-reasons';

/** Moves `amount` (whole units of `currency`, > 0) from one account to another. */
export interface Transfer {
  from: Account;
  to: Account;
  currency: Currency;
  amount: number;
  /**
   * This transfer's own cause, when one operation carries several (a market sale: buyer to seller
   * `black_market_sale`, buyer to the fee sink `black_market_fee`); else the operation's `reason`.
   * It also names this transfer's system account (`sink:black_market_fee`).
   */
  reason?: LedgerReason | TestLedgerReason;
}

export interface WalletOperation {
  /** Applied together or not at all. */
  transfers: Transfer[];
  /**
   * Machine-readable cause, e.g. `crime_reward`, `fight_loot`; also names the system accounts
   * (`mint:crime_reward`). A transfer with its own `reason` uses that one instead.
   */
  reason: LedgerReason | TestLedgerReason;
  /** What it belongs to, e.g. `fight:<id>`; free text for admins to follow. */
  reference?: string;
  /** Makes a retried operation apply once: a second call with the same key changes nothing. */
  idempotencyKey?: string;
  /**
   * The caller's transaction already holds every existing held account of this operation locked FOR
   * UPDATE, taken in the wallet's order (kind, owner, currency), e.g. by
   * `CharacterService.lockPlainWithCash`: the operation then skips its own lock statement. Set it only
   * then: a wrong claim cannot lose money (the write stays conditional), but two crosswise operations
   * could deadlock and be retried.
   */
  heldAccountsLocked?: boolean;
  /**
   * false: the caller publishes the changed characters' HUD itself, computed from the returned
   * balances (`character.changed` with `hud`: the fight and crime hot paths), so this operation's
   * accounts are left out of the wallet's `wallet.balancesChanged` (no second read, no second push).
   */
  announce?: boolean;
  /**
   * Held accounts this operation does not move but whose balance the caller answers with (a gang
   * transfer to another member answers with the caller's cash): read in the statement that locks the
   * operation's accounts when there is one, else in one more. Returned after the changed balances,
   * as they are (an account without a row reads 0).
   */
  alsoRead?: { account: HeldAccount; currency: Currency }[];
}

/** A held account's balance after an operation. */
export interface BalanceAfter {
  account: HeldAccount;
  currency: Currency;
  balanceAfter: number;
}

const toHeld = (read: { account: HeldAccount; currency: Currency }) => ({
  held: read.account,
  currency: read.currency,
});

/** The "not enough" error of a debit, by account kind and currency. */
function insufficient(held: HeldAccount, currency: Currency): WalletErrorCode {
  if (held.kind === AccountKind.BANK) return WalletErrorCode.INSUFFICIENT_BANK_BALANCE;
  if (held.kind === AccountKind.GANG_TREASURY) return WalletErrorCode.INSUFFICIENT_TREASURY;
  if (held.kind !== AccountKind.CASH) return WalletErrorCode.INSUFFICIENT_ESCROW;
  return currency === Currency.BLACKCOINS
    ? WalletErrorCode.INSUFFICIENT_BLACKCOINS
    : WalletErrorCode.INSUFFICIENT_MONEY;
}

interface Leg {
  transfer: number;
  account: Account;
  currency: Currency;
  delta: number;
  reason: string;
}

/**
 * Every change to money and blackcoins, in any account (DESIGN.md section 4): an operation is a set of
 * transfers applied in one transaction, each written as two ledger entries (paying and paid account);
 * held balances change by conditional atomic updates and the ledger rows are appended in the SAME
 * statement (one round trip per operation, two more with an idempotency key), system accounts only
 * get ledger rows. After commit it announces the characters whose balances changed
 * (`wallet.balancesChanged`, once per transaction). Retried on serialization failure or deadlock. Invariants: no held balance below zero, every balance equals its
 * ledger, every currency sums to zero (`EconomyAuditService` checks them).
 */
@Injectable()
export class WalletService {
  constructor(
    private readonly wallet: WalletRepository,
    private readonly tx: Tx,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Applies every transfer or none.
   * @returns each held account's balance after the operation (first-seen order), or `[]` when the
   *   idempotency key was already used.
   * @throws DomainError INSUFFICIENT_* when a held balance would go below zero; ACCOUNT_NOT_FOUND for
   *   an owner id that names no row; RangeError for an amount that is not a positive safe integer.
   */
  async apply(operation: WalletOperation): Promise<BalanceAfter[]> {
    const legs = this.legsOf(operation.transfers, operation.reason);
    if (!legs.length) return [];
    const rows: LegRow[] = legs.map((leg) => ({
      transfer: leg.transfer,
      held: isSystemAccount(leg.account) ? null : leg.account,
      systemAccount: isSystemAccount(leg.account) ? systemAccountName(leg.account, leg.reason) : null,
      currency: leg.currency,
      delta: leg.delta,
      reason: leg.reason === operation.reason ? null : leg.reason,
    }));
    const alsoRead = operation.alsoRead ?? [];
    return inRetriedTransaction(this.tx, async () => {
      if (operation.idempotencyKey) {
        await this.wallet.lockIdempotencyKey(operation.idempotencyKey);
        if (await this.wallet.hasIdempotencyKey(operation.idempotencyKey)) return [];
      }
      const held = new Map<string, { held: HeldAccount; currency: Currency }>();
      for (const row of rows)
        if (row.held)
          held.set(accountKey(row.held, row.currency), { held: row.held, currency: row.currency });
      // One held account cannot deadlock; two or more are locked in a fixed order first (unless the
      // caller already did). The balances the caller also wants are read in that statement.
      let read: Map<string, number> | null = null;
      if (held.size > 1 && !operation.heldAccountsLocked)
        read = await this.wallet.lockAccounts([...held.values()], alsoRead.map(toHeld));
      else if (alsoRead.length) read = await this.wallet.balances(alsoRead.map(toHeld));
      const changed = await this.wallet.applyLegs(
        rows,
        {
          reason: operation.reason,
          reference: operation.reference ?? null,
          idempotencyKey: operation.idempotencyKey ?? null,
        },
        operation.transfers.length,
      );
      const byKey = new Map(changed.map((row) => [accountKey(row, row.currency), row]));
      const balances = new Map<string, BalanceAfter>();
      for (const leg of legs) {
        if (isSystemAccount(leg.account)) continue;
        const key = accountKey(leg.account, leg.currency);
        const row = byKey.get(key);
        // A refused debit: the statement wrote no ledger row; throwing rolls back the other accounts.
        if (!row) throw walletError(insufficient(leg.account, leg.currency));
        balances.set(key, { account: leg.account, currency: leg.currency, balanceAfter: row.balance });
      }
      for (const wanted of alsoRead) {
        const key = accountKey(wanted.account, wanted.currency);
        if (!balances.has(key)) balances.set(key, { ...wanted, balanceAfter: read?.get(key) ?? 0 });
      }
      if (operation.announce !== false) await this.announce(legs);
      return [...balances.values()];
    });
  }

  /**
   * After commit, once per transaction (every operation of it merged): the characters whose cash or
   * bank these legs changed, for the character module's one `hud:update` per player (DESIGN.md
   * section 4). Nothing when no character account moved.
   */
  private async announce(legs: Leg[]): Promise<void> {
    const characterIds = [
      ...new Set(
        legs.flatMap(({ account: leg }) =>
          !isSystemAccount(leg) && (leg.kind === AccountKind.CASH || leg.kind === AccountKind.BANK)
            ? [leg.ownerId]
            : [],
        ),
      ),
    ];
    if (!characterIds.length) return;
    await this.events.publishOnce('wallet.balancesChanged', { characterIds }, (pending, next) => ({
      characterIds: [...new Set([...pending.characterIds, ...next.characterIds])],
    }));
  }

  /** Newest ledger entries of one held account. */
  history(held: HeldAccount, currency: Currency, limit = 50): Promise<LedgerEntryEntity[]> {
    return this.wallet.entries(held, currency, limit);
  }

  /** A keyset page of a character's cash and bank ledger, newest first (the admin's CSV export, issue 30). */
  characterLedgerPage(
    characterId: number,
    filter: CharacterLedgerFilter,
    beforeId: string | null,
    limit: number,
  ): Promise<CharacterLedgerRow[]> {
    return this.wallet.characterLedgerPage(characterId, filter, beforeId, limit);
  }

  /** A held account's balance, in whole units (0 for an account that never held anything). */
  balance(held: HeldAccount, currency: Currency): Promise<number> {
    return this.wallet.balance(held, currency);
  }

  /**
   * A held account's balance, its row locked FOR UPDATE until the caller's transaction ends (call it
   * inside one): no other operation can debit it in between, so a later `apply` of at most this much
   * cannot fail for the balance. 0 for an account that never held anything (nothing to lock).
   */
  async lockedBalance(held: HeldAccount, currency: Currency): Promise<number> {
    await this.wallet.lockAccounts([{ held, currency }], []);
    return this.wallet.balance(held, currency);
  }

  /** Cash (money, blackcoins) and bank balance of each character, in one query. */
  characterBalances(characterIds: number[]): Promise<Map<number, CharacterBalances>> {
    return this.wallet.characterBalances(characterIds);
  }

  /**
   * The legs of the transfers, in lock order: held accounts by key, a credit before a debit of the
   * same account (so an operation that pays into and out of one account never fails halfway), system
   * accounts last (they lock nothing).
   */
  private legsOf(transfers: Transfer[], defaultReason: string): Leg[] {
    const legs: Leg[] = [];
    transfers.forEach((transfer, index) => {
      if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0)
        throw new RangeError(`wallet amount must be a positive integer: ${transfer.amount}`);
      for (const side of [transfer.from, transfer.to]) {
        // An id beyond the int4/bigint ranges names no owner (and would fail the query with a 500).
        if (!isSystemAccount(side) && !isSerialId(side.ownerId))
          throw walletError(WalletErrorCode.ACCOUNT_NOT_FOUND);
      }
      const reason = transfer.reason ?? defaultReason;
      legs.push(
        {
          transfer: index,
          account: transfer.from,
          currency: transfer.currency,
          delta: -transfer.amount,
          reason,
        },
        {
          transfer: index,
          account: transfer.to,
          currency: transfer.currency,
          delta: transfer.amount,
          reason,
        },
      );
    });
    // Code-point order, not localeCompare: the order must not depend on the locale's collation.
    const order = (leg: Leg) => (isSystemAccount(leg.account) ? '~' : accountKey(leg.account, leg.currency));
    return legs.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : b.delta - a.delta));
  }
}
