import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import {
  AdminPurchaseDto,
  AdminPurchasesDto,
  AdminPurchasesQueryDto,
  PURCHASES_PAGE_SIZE,
} from './purchases-admin.dto';
import { AdminPurchaseRow, PurchaseFilter, StripePurchasesRepository } from './stripe-purchases.repository';

/** Day totals returned at most (a year). */
const MAX_DAYS = 366;

/**
 * The admin's purchases page (issue 30, part 2): every Stripe checkout with its player, package,
 * amount, Stripe ids and state, filtered, paged, with totals per game day (`TZ_GAME`).
 */
@Injectable()
export class PurchasesAdminService {
  constructor(
    private readonly purchases: StripePurchasesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The filter of a list query (also used by the CSV export). */
  filterOf(query: AdminPurchasesQueryDto): PurchaseFilter {
    return {
      state: query.state ?? null,
      dateFrom: query.dateFrom ?? null,
      dateTo: query.dateTo ?? null,
      characterId: query.characterId ?? null,
      search: query.search || null,
      owing: query.owing === undefined ? null : query.owing === 'true',
      timeZone: this.config.TZ_GAME,
    };
  }

  /** A keyset page of the filtered purchases, newest first: the CSV export's (issue 30, part 4). */
  exportPage(
    query: AdminPurchasesQueryDto,
    beforeId: number | null,
    limit: number,
  ): Promise<AdminPurchaseRow[]> {
    return this.purchases.exportPage(this.filterOf(query), beforeId, limit);
  }

  /** One page (50 unless asked), newest first, `totalPages` at least 1, and the day totals of every match. */
  async list(query: AdminPurchasesQueryDto): Promise<AdminPurchasesDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PURCHASES_PAGE_SIZE;
    const filter = this.filterOf(query);
    const { rows, total } = await this.purchases.page(filter, { offset: (page - 1) * limit, limit });
    const days = await this.purchases.dayTotals(filter, MAX_DAYS);
    return {
      purchases: rows.map(toPurchaseDto),
      total,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      page,
      limit,
      days: days.map((day) => ({
        ...day,
        netCents: day.amountCents - day.refundedCents - day.disputedCents,
      })),
    };
  }
}

/** A row as the purchases page shows it. */
export function toPurchaseDto(row: AdminPurchaseRow): AdminPurchaseDto {
  return {
    id: row.id,
    characterId: row.characterId,
    username: row.username,
    packageId: row.packageId,
    packageName: row.packageName,
    amountCents: row.amountCents,
    currency: row.currency,
    blackcoins: row.blackcoins,
    state: row.state,
    sessionId: row.sessionId,
    paymentIntentId: row.paymentIntentId,
    disputeId: row.disputeId,
    refundedCents: row.refundedCents,
    disputedCents: row.disputedCents,
    takenBack: row.takenBack,
    owed: row.owed,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
