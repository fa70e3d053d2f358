import { Injectable } from '@nestjs/common';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { Currency, LedgerEntryEntity } from './ledger-entry.entity';
import { WalletErrorCode, walletError } from './wallet.errors';
import { WalletRepository } from './wallet.repository';
import { isSerialId } from '../../infra/database/serial-id';

/** One signed change to one balance. Amounts are whole units of the currency (money or blackcoins). */
export interface BalanceChange {
  characterId: number;
  currency: Currency;
  delta: number;
}

export interface WalletOperation {
  changes: BalanceChange[];
  /** Machine-readable cause, e.g. `admin_adjustment`, `fight_loot`. */
  reason: string;
  reference?: string;
  /** Makes a retried operation apply once: a second call with the same key changes nothing. */
  idempotencyKey?: string;
}

export interface BalanceAfter extends BalanceChange {
  balanceAfter: number;
}

const INSUFFICIENT: Record<Currency, WalletErrorCode> = {
  [Currency.MONEY]: WalletErrorCode.INSUFFICIENT_MONEY,
  [Currency.BLACKCOINS]: WalletErrorCode.INSUFFICIENT_BLACKCOINS,
  [Currency.BANK]: WalletErrorCode.INSUFFICIENT_BANK_BALANCE,
};

/**
 * Every change to money, blackcoins or bank balance (DESIGN.md section 4): one transaction,
 * a conditional atomic update per balance, an append-only ledger row per change, rows locked
 * in ascending character id order, retried on serialization failure or deadlock.
 */
@Injectable()
export class WalletService {
  constructor(
    private readonly wallet: WalletRepository,
    private readonly tx: Tx,
  ) {}

  /**
   * Applies all changes or none.
   * @returns the balances after each change, or `[]` when the idempotency key was already used.
   * @throws DomainError INSUFFICIENT_* when a balance would go negative; ACCOUNT_NOT_FOUND for an unknown character.
   */
  async apply(operation: WalletOperation): Promise<BalanceAfter[]> {
    const changes = operation.changes
      .filter((change) => change.delta !== 0)
      .sort((a, b) => a.characterId - b.characterId || a.currency.localeCompare(b.currency));
    for (const change of changes) {
      if (!Number.isSafeInteger(change.delta))
        throw new RangeError(`wallet delta must be an integer: ${change.delta}`);
      // An id beyond the int4 column names no character (and would fail the query with a 500).
      if (!isSerialId(change.characterId)) throw walletError(WalletErrorCode.ACCOUNT_NOT_FOUND);
    }
    return inRetriedTransaction(this.tx, async () => {
      if (operation.idempotencyKey) {
        await this.wallet.lockIdempotencyKey(operation.idempotencyKey);
        if (await this.wallet.hasIdempotencyKey(operation.idempotencyKey)) return [];
      }
      const results: BalanceAfter[] = [];
      for (const [index, change] of changes.entries()) {
        const balanceAfter = await this.wallet.changeBalance(
          change.characterId,
          change.currency,
          change.delta,
        );
        if (balanceAfter === null) {
          const exists = await this.wallet.characterExists(change.characterId);
          throw walletError(exists ? INSUFFICIENT[change.currency] : WalletErrorCode.ACCOUNT_NOT_FOUND);
        }
        await this.wallet.appendEntry({
          characterId: change.characterId,
          currency: change.currency,
          delta: change.delta,
          balanceAfter,
          reason: operation.reason,
          reference: operation.reference ?? null,
          idempotencyKey: operation.idempotencyKey ? `${operation.idempotencyKey}#${index}` : null,
        });
        results.push({ ...change, balanceAfter });
      }
      return results;
    });
  }

  /** Newest ledger entries of one balance. */
  history(characterId: number, currency: Currency, limit = 50): Promise<LedgerEntryEntity[]> {
    return this.wallet.entries(characterId, currency, limit);
  }
}
