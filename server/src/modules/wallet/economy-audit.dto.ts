import { ApiProperty } from '@nestjs/swagger';
import { AccountKind, Currency } from './account';

/** An amount created or destroyed for one reason, in whole units of the currency. */
export class ReasonTotalDto {
  /** The operation reason, e.g. `crime_reward`, `early_release`. */
  reason: string;
  @ApiProperty({ type: 'integer' }) amount: number;
}

/** What the held accounts of one kind hold. */
export class HeldTotalDto {
  @ApiProperty({ enum: AccountKind, enumName: 'AccountKind' }) kind: AccountKind;
  @ApiProperty({ type: 'integer' }) accounts: number;
  @ApiProperty({ type: 'integer' }) amount: number;
}

/** The books of one currency: created + carried over − destroyed = held, and the ledger sums to zero. */
export class CurrencyAuditDto {
  @ApiProperty({ enum: Currency, enumName: 'Currency' }) currency: Currency;
  /** Entered the game, by reason (system accounts `mint:<reason>`). */
  created: ReasonTotalDto[];
  /** Left the game, by reason (system accounts `sink:<reason>`). */
  destroyed: ReasonTotalDto[];
  /** Net amounts carried over from before wallet accounts (`legacy:<reason>`): positive created, negative destroyed. */
  legacy: ReasonTotalDto[];
  @ApiProperty({ type: 'integer' }) totalCreated: number;
  @ApiProperty({ type: 'integer' }) totalDestroyed: number;
  @ApiProperty({ type: 'integer' }) totalLegacy: number;
  /** Held by players' cash and banks, gang treasuries and escrows. */
  held: HeldTotalDto[];
  @ApiProperty({ type: 'integer' }) totalHeld: number;
  /** Sum of every ledger delta of the currency, system accounts included: 0 when conserved. */
  @ApiProperty({ type: 'integer' }) ledgerSum: number;
  /** `ledgerSum` is 0 and created + legacy − destroyed equals held. */
  balanced: boolean;
}

/** A held account whose balance is not the sum of its ledger entries. */
export class MismatchedAccountDto {
  @ApiProperty({ type: 'integer' }) accountId: number;
  @ApiProperty({ enum: AccountKind, enumName: 'AccountKind' }) kind: AccountKind;
  @ApiProperty({ type: 'integer' }) ownerId: number;
  @ApiProperty({ enum: Currency, enumName: 'Currency' }) currency: Currency;
  @ApiProperty({ type: 'integer' }) balance: number;
  @ApiProperty({ type: 'integer' }) ledgerBalance: number;
}

/** `GET /api/admin/economy/audit`: the live conservation audit (DESIGN.md section 4). */
export class EconomyAuditDto {
  /** Every currency balanced, no mismatched account, no unbalanced transfer. */
  ok: boolean;
  /** ISO time of the consistent snapshot the audit read. */
  checkedAt: string;
  currencies: CurrencyAuditDto[];
  /** At most 100. */
  mismatchedAccounts: MismatchedAccountDto[];
  /** Ids of transfers whose entries do not net to zero (at most 100). */
  @ApiProperty({ type: 'integer', isArray: true }) unbalancedTransfers: number[];
}
