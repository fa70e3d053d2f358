import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { Tx } from '../../infra/database/transaction';
import { Currency } from './account';
import { CurrencyAuditDto, EconomyAuditDto, ReasonTotalDto } from './economy-audit.dto';
import { EconomyAuditRepository } from './economy-audit.repository';

/** How many offending accounts or transfers the audit lists. */
const LISTED = 100;

/**
 * The conservation audit (DESIGN.md section 4): per currency, what entered and left the game by
 * reason and what players, banks, treasuries and escrows hold, and the checks that every currency
 * sums to zero over all accounts, every balance equals its ledger and every transfer nets to zero.
 * Read in one REPEATABLE READ snapshot, so operations running meanwhile cannot make it look unbalanced.
 */
@Injectable()
export class EconomyAuditService {
  constructor(
    private readonly books: EconomyAuditRepository,
    private readonly tx: Tx,
    private readonly clock: Clock,
  ) {}

  audit(): Promise<EconomyAuditDto> {
    return this.tx.withTransaction({ isolationLevel: 'REPEATABLE READ' }, async () => {
      const [system, held, sums, mismatchedAccounts, unbalancedTransfers] = [
        await this.books.systemTotals(),
        await this.books.heldTotals(),
        await this.books.ledgerSums(),
        await this.books.mismatchedAccounts(LISTED),
        await this.books.unbalancedTransfers(LISTED),
      ];
      const currencies = Object.values(Currency).map((currency): CurrencyAuditDto => {
        const byPrefix = (prefix: string, sign: number): ReasonTotalDto[] =>
          system
            .filter((row) => row.currency === currency && row.systemAccount.startsWith(`${prefix}:`))
            .map((row) => ({ reason: row.systemAccount.slice(prefix.length + 1), amount: sign * row.total }));
        const created = byPrefix('mint', -1);
        const destroyed = byPrefix('sink', 1);
        const legacy = byPrefix('legacy', -1);
        const heldOfCurrency = held
          .filter((row) => row.currency === currency)
          .map((row) => ({ kind: row.kind, accounts: row.accounts, amount: row.total }));
        const total = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);
        const ledgerSum = sums.get(currency) ?? 0;
        const totals = {
          totalCreated: total(created),
          totalDestroyed: total(destroyed),
          totalLegacy: total(legacy),
          totalHeld: total(heldOfCurrency),
        };
        return {
          currency,
          created,
          destroyed,
          legacy,
          held: heldOfCurrency,
          ...totals,
          ledgerSum,
          balanced:
            ledgerSum === 0 &&
            totals.totalCreated + totals.totalLegacy - totals.totalDestroyed === totals.totalHeld,
        };
      });
      return {
        ok:
          currencies.every((currency) => currency.balanced) &&
          mismatchedAccounts.length === 0 &&
          unbalancedTransfers.length === 0,
        checkedAt: this.clock.now().toISOString(),
        currencies,
        mismatchedAccounts,
        unbalancedTransfers,
      };
    });
  }
}
