import { ApiProperty } from '@nestjs/swagger';
import { PurchaseState } from '../../game/stripe-reversals.rules';
import { AdminPageQueryDto } from '../../common/admin-page-query.dto';
import { DateField, EnumField, IdField, IntegerField, TextField } from '../../common/validation/fields';

/** Page size of the purchases list, and the most one page may hold. */
export const PURCHASES_PAGE_SIZE = 50;
export const PURCHASES_PAGE_MAX = 100;
/** The purchase states an admin can filter by (issue 30, part 2). */
export const PURCHASE_STATES: PurchaseState[] = ['pending', 'paid', 'refunded', 'disputed', 'won', 'lost'];

/**
 * Query of `GET /api/admin/purchases`: a page of checkouts, newest first, filtered by state, game
 * day (`TZ_GAME`, both ends included), character or part of the player's username.
 */
export class AdminPurchasesQueryDto extends AdminPageQueryDto {
  @IntegerField({
    label: 'عدد المشتريات',
    min: 1,
    max: PURCHASES_PAGE_MAX,
    optional: true,
    fromText: true,
    default: PURCHASES_PAGE_SIZE,
  })
  limit?: number;

  @EnumField({
    values: PURCHASE_STATES,
    enumName: 'PurchaseState',
    message: 'حالة الشراء غير صحيحة',
    optional: true,
  })
  state?: PurchaseState;

  /** First game day, `YYYY-MM-DD`. */
  @DateField({ label: 'تاريخ البداية', optional: true, day: true, example: '2026-11-01' })
  dateFrom?: string;

  /** Last game day, `YYYY-MM-DD`, included. */
  @DateField({ label: 'تاريخ النهاية', optional: true, day: true, example: '2026-11-30' })
  dateTo?: string;

  /** One character's purchases (the link from the character page). */
  @IdField({ label: 'رقم الشخصية', max: 2_147_483_647, optional: true, fromText: true })
  characterId?: number;

  /** `true`: only purchases whose blackcoins are still owed (the flagged accounts); `false`: none owed. */
  @EnumField({ values: ['true', 'false'], label: 'تصفية المستحقات', optional: true })
  owing?: 'true' | 'false';

  /** Part of the player's username, case-insensitive. */
  @TextField({ label: 'البحث', optional: true, trim: true, maxLength: 100 })
  search?: string;
}

/** One checkout (amounts in the currency's smallest unit, e.g. cents; blackcoins whole). */
export class AdminPurchaseDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer', nullable: true }) characterId: number | null;
  /** The player's username (null once the account is gone). */
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: 'integer' }) packageId: number;
  @ApiProperty({ type: String, nullable: true }) packageName: string | null;
  @ApiProperty({ type: 'integer' }) amountCents: number;
  /** ISO 4217, lower case (`usd`). */
  currency: string;
  @ApiProperty({ type: 'integer' }) blackcoins: number;
  @ApiProperty({ enum: PURCHASE_STATES, enumName: 'PurchaseState' }) state: PurchaseState;
  /** Stripe's Checkout session id. */
  sessionId: string;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ type: String, nullable: true }) disputeId: string | null;
  @ApiProperty({ type: 'integer' }) refundedCents: number;
  @ApiProperty({ type: 'integer' }) disputedCents: number;
  /** Blackcoins taken back by refunds and disputes. */
  @ApiProperty({ type: 'integer' }) takenBack: number;
  /** Blackcoins still owed (the player had spent them). */
  @ApiProperty({ type: 'integer' }) owed: number;
  /** ISO time the checkout was opened. */
  createdAt: string;
  @ApiProperty({ type: String, nullable: true }) paidAt: string | null;
}

/** One game day's totals of the filtered purchases, per currency. */
export class PurchaseDayTotalDto {
  /** `YYYY-MM-DD` in the game's time zone. */
  day: string;
  currency: string;
  /** Paid checkouts (any state but pending). */
  @ApiProperty({ type: 'integer' }) paid: number;
  /** What they paid. */
  @ApiProperty({ type: 'integer' }) amountCents: number;
  @ApiProperty({ type: 'integer' }) refundedCents: number;
  /** Disputed and not won (open or lost). */
  @ApiProperty({ type: 'integer' }) disputedCents: number;
  /** amount − refunded − disputed. */
  @ApiProperty({ type: 'integer' }) netCents: number;
  @ApiProperty({ type: 'integer' }) blackcoins: number;
}

/** `GET /api/admin/purchases`: one page, newest first, and the day totals of every match. */
export class AdminPurchasesDto {
  purchases: AdminPurchaseDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  /** At least 1. */
  @ApiProperty({ type: 'integer' }) totalPages: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) limit: number;
  /** Newest day first, at most 366 days. */
  days: PurchaseDayTotalDto[];
}
