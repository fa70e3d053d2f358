import { AccountKind, Currency, HeldAccount } from '../../src/modules/wallet/account';
import { WalletErrorCode } from '../../src/modules/wallet/wallet.errors';
import { Transfer } from '../../src/modules/wallet/wallet.service';

/** Seeded concurrent operation mixes for the wallet integration tests (replayable by seed). */

/** mulberry32: a tiny deterministic PRNG, so a failing mix can be replayed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type MixOperation =
  | { kind: 'debit'; from: HeldAccount; amount: number }
  | { kind: 'credit'; to: HeldAccount; amount: number }
  | { kind: 'transfer'; from: HeldAccount; to: HeldAccount; amount: number };

/** A pseudo-random mix of debits (some larger than any balance), credits and transfers between accounts. */
export function buildMix(
  seed: number,
  count: number,
  accounts: HeldAccount[],
  seedBalance: number,
): MixOperation[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = () => accounts[int(0, accounts.length - 1)];
  const operations: MixOperation[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.3) {
      // Half small, half up to 1.5x the seed: many of these exceed the balance at the time they run.
      const amount = random() < 0.5 ? int(1, 200) : int(200, seedBalance * 1.5);
      operations.push({ kind: 'debit', from: pick(), amount });
    } else if (roll < 0.55) {
      operations.push({ kind: 'credit', to: pick(), amount: int(1, 400) });
    } else {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      operations.push({ kind: 'transfer', from, to, amount: int(1, seedBalance * 0.9) });
    }
  }
  return operations;
}

export function transferOf(operation: MixOperation, currency: Currency): Transfer {
  switch (operation.kind) {
    case 'debit':
      return { from: operation.from, to: 'sink', currency, amount: operation.amount };
    case 'credit':
      return { from: 'mint', to: operation.to, currency, amount: operation.amount };
    case 'transfer':
      return { from: operation.from, to: operation.to, currency, amount: operation.amount };
  }
}

export const INSUFFICIENT: Record<string, WalletErrorCode> = {
  [`${AccountKind.CASH}:${Currency.MONEY}`]: WalletErrorCode.INSUFFICIENT_MONEY,
  [`${AccountKind.CASH}:${Currency.BLACKCOINS}`]: WalletErrorCode.INSUFFICIENT_BLACKCOINS,
  [`${AccountKind.BANK}:${Currency.MONEY}`]: WalletErrorCode.INSUFFICIENT_BANK_BALANCE,
  [`${AccountKind.GANG_TREASURY}:${Currency.MONEY}`]: WalletErrorCode.INSUFFICIENT_TREASURY,
};
