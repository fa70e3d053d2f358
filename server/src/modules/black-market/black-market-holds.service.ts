import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { formatNumber } from '../../game/arabic-numbers.rules';
import type { GameConstants } from '../../game/constants';
import { blackMarketSplit } from '../../game/trade.rules';
import { afterCommit, Tx } from '../../infra/database/transaction';
import { DomainEvents } from '../../infra/events/domain-events';
import { GearUnitsService } from '../gear/gear-units.service';
import { HeldOperationDto } from '../linked-accounts/linked-accounts.dto';
import { NotificationsService } from '../notifications/notifications.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { BlackMarketErrorCode, blackMarketError } from './black-market.errors';
import { BlackMarketRepository, ListingRow } from './black-market.repository';

/** Held purchases the admin review lists at most (oldest first). */
const HELD_LIMIT = 200;

/** What the buyer of a held purchase is told (the buy answer's `notice` and a notification). */
export const PURCHASE_HELD_NOTICE =
  'شراؤك بانتظار مراجعة الإدارة لأن حسابك وحساب البائع مرتبطان (عنوان دخول أو جهاز مشترك). الثمن الذي دفعته محجوز: يصلك العنصر عند الموافقة ويعود إليك المال عند الرفض.';
/** What the seller of a held purchase is told (their listing's `notice` and a notification). */
export const SALE_HELD_NOTICE =
  'بيع عرضك بانتظار مراجعة الإدارة لأن حسابك وحساب المشتري مرتبطان (عنوان دخول أو جهاز مشترك): يصلك الثمن عند الموافقة ويعود العنصر إلى مخزونك عند الرفض.';
/** What the buyer and the seller of a returned purchase read. */
export const PURCHASE_RETURNED_NOTICE = 'رفضت الإدارة هذا الشراء وأعيد إليك ما دفعته';
export const SALE_RETURNED_NOTICE = 'رفضت الإدارة هذا البيع وأعيد العنصر إلى مخزونك';

/** The buyer of a purchase: character id, user id and shown name. */
export interface Buyer {
  id: number;
  userId: string;
  name: string;
}

/**
 * Black-market purchases between linked accounts held for an admin's review (issue 30, part 6;
 * `LinkedAccountsService.needsReview`). The purchase has marked the listing sold in its transaction;
 * holding it turns it `held` (off the market, the units still in the row) and moves the whole price
 * from the buyer's cash to the listing's `market_hold` escrow (reason `market_hold`). Release: the
 * seller's 95% share from the escrow to the seller (`market_hold_release`), the 5% fee to
 * `sink:black_market_fee` exactly as a normal sale, the units to the buyer, the listing `sold`.
 * Return: the price back to the buyer (`market_hold_return`) and the units back into the seller's
 * inventory (not back on the market: the trade is undone and the seller decides whether to list
 * again); the listing `returned`. One state-guarded update decides, so two decisions at once move it once.
 */
@Injectable()
export class BlackMarketHoldsService {
  constructor(
    private readonly listings: BlackMarketRepository,
    private readonly units: GearUnitsService,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /**
   * Holds the purchase of `listing` (already marked sold to `buyer` in the caller's transaction):
   * the price from the buyer's cash into escrow, both sides told why in Arabic.
   * @throws INSUFFICIENT_MONEY (wallet) when the buyer cannot pay: the caller's transaction rolls back.
   */
  async hold(listing: ListingRow, buyer: Buyer): Promise<void> {
    await this.listings.markHeld(listing.id);
    await this.wallet.apply({
      transfers: [
        {
          from: account.cash(buyer.id),
          to: account.marketHold(listing.id),
          currency: Currency.MONEY,
          amount: listing.price,
        },
      ],
      reason: 'market_hold',
      reference: `black-market:${listing.id}`,
      idempotencyKey: `black-market-hold:${listing.id}`,
    });
    const what = lot(listing);
    await this.notifications.notify(buyer.userId, {
      type: 'black_market_held',
      message: `شراؤك ${what} من ${listing.sellerName}: ${PURCHASE_HELD_NOTICE}`,
      data: { listingId: listing.id, price: listing.price },
    });
    await this.notifications.notify(listing.sellerUserId, {
      type: 'black_market_held',
      message: `اشترى ${buyer.name} عرضك ${what}: ${SALE_HELD_NOTICE}`,
      data: { listingId: listing.id, price: listing.price },
    });
    await this.events.publish('blackMarket.changed', {
      listingId: listing.id,
      change: 'held',
      expiresAt: listing.expiresAt,
    });
  }

  /** Purchases waiting for an admin's review, oldest first (at most 200). */
  async heldPurchases(): Promise<HeldOperationDto[]> {
    return (await this.listings.pendingHeld(HELD_LIMIT)).map((row) => this.toHeldDto(row));
  }

  /**
   * Releases a held purchase, in the caller's transaction: the seller's share from the escrow to the
   * seller and the fee to the sink (as a normal sale), the units to the buyer; both told.
   * @returns the purchase before and after.
   * @throws HELD_PURCHASE_NOT_FOUND; HELD_PURCHASE_DECIDED (already decided, also by a decision at the same time)
   */
  async approveHeld(
    adminId: string,
    listingId: number,
  ): Promise<{ before: HeldOperationDto; after: HeldOperationDto }> {
    const row = await this.decide(adminId, listingId, 'sold');
    const { buyerCharacterId, buyerUserId } = purchaser(row);
    const { sellerShare, fee } = blackMarketSplit(row.price, this.constants);
    const hold = account.marketHold(row.id);
    await this.wallet.apply({
      transfers: [
        ...(sellerShare > 0
          ? [
              {
                from: hold,
                to: account.cash(row.sellerCharacterId),
                currency: Currency.MONEY,
                amount: sellerShare,
              },
            ]
          : []),
        ...(fee > 0
          ? [
              {
                from: hold,
                to: 'sink' as const,
                currency: Currency.MONEY,
                amount: fee,
                reason: 'black_market_fee' as const,
              },
            ]
          : []),
      ],
      reason: 'market_hold_release',
      reference: `black-market:${row.id}`,
      idempotencyKey: `black-market-hold-release:${row.id}`,
    });
    await this.units.giveUnits(buyerCharacterId, row.itemType, row.itemId, row.quantity);
    await afterCommit(this.tx, () =>
      this.units.inventoryChanged(buyerUserId, buyerCharacterId, { loadoutChanged: false }),
    );
    const what = lot(row);
    await this.notifications.notify(row.sellerUserId, {
      type: 'black_market_sold',
      message: `اشترى ${row.buyerName ?? ''} عرضك في السوق السوداء: ${what} وحصلت على ${formatNumber(sellerShare)}`,
      data: { listingId: row.id, price: row.price, received: sellerShare, fee },
    });
    await this.notifications.notify(buyerUserId, {
      type: 'black_market_approved',
      message: `وافقت الإدارة على شرائك ${what} من ${row.sellerName} ووصل إلى مخزونك`,
      data: { listingId: row.id },
    });
    await this.events.publish('blackMarket.changed', {
      listingId: row.id,
      change: 'sold',
      expiresAt: row.expiresAt,
    });
    return this.beforeAfter(row);
  }

  /**
   * Returns a held purchase, in the caller's transaction: the price back to the buyer's cash, the
   * units back into the seller's inventory; both told. @returns the purchase before and after.
   * @throws HELD_PURCHASE_NOT_FOUND; HELD_PURCHASE_DECIDED
   */
  async rejectHeld(
    adminId: string,
    listingId: number,
  ): Promise<{ before: HeldOperationDto; after: HeldOperationDto }> {
    const row = await this.decide(adminId, listingId, 'returned');
    const { buyerUserId } = purchaser(row);
    await this.undo(row);
    const what = lot(row);
    await this.notifications.notify(buyerUserId, {
      type: 'black_market_rejected',
      message: `رفضت الإدارة شراءك ${what} من ${row.sellerName} وأعيد إليك ${formatNumber(row.price)}`,
      data: { listingId: row.id },
    });
    await this.notifications.notify(row.sellerUserId, {
      type: 'black_market_rejected',
      message: `رفضت الإدارة بيع عرضك ${what} إلى ${row.buyerName ?? ''} وأعيد العنصر إلى مخزونك`,
      data: { listingId: row.id },
    });
    return this.beforeAfter(row);
  }

  /**
   * Before a character's account is erased (issue 26 part 4), in the caller's transaction: every held
   * purchase it sold or bought is returned as an admin's return would (decided by no one): the price
   * back to the buyer, the units back to the seller. The side that stays is told; what comes back to
   * the erased side is then sunk or destroyed with the rest. @returns how many were returned
   */
  async returnForErasure(characterId: number): Promise<number> {
    let returned = 0;
    for (const id of await this.listings.heldIdsOf(characterId)) {
      const row = await this.listings.decideHeld(id, 'returned', null, this.clock.now());
      if (!row) continue;
      await this.undo(row);
      returned++;
      const what = lot(row);
      const { buyerCharacterId, buyerUserId } = purchaser(row);
      if (buyerCharacterId !== characterId)
        await this.notifications.notify(buyerUserId, {
          type: 'black_market_rejected',
          message: `حُذف حساب البائع فأعيد إليك ما دفعته لشراء ${what} (${formatNumber(row.price)})`,
          data: { listingId: row.id },
        });
      if (row.sellerCharacterId !== characterId)
        await this.notifications.notify(row.sellerUserId, {
          type: 'black_market_rejected',
          message: `حُذف حساب المشتري فأعيد ${what} إلى مخزونك`,
          data: { listingId: row.id },
        });
    }
    return returned;
  }

  /** A returned purchase undone: the price back to the buyer's cash, the units back to the seller; the market told. */
  private async undo(row: ListingRow): Promise<void> {
    const { buyerCharacterId } = purchaser(row);
    await this.wallet.apply({
      transfers: [
        {
          from: account.marketHold(row.id),
          to: account.cash(buyerCharacterId),
          currency: Currency.MONEY,
          amount: row.price,
        },
      ],
      reason: 'market_hold_return',
      reference: `black-market:${row.id}`,
      idempotencyKey: `black-market-hold-return:${row.id}`,
    });
    await this.units.giveUnits(row.sellerCharacterId, row.itemType, row.itemId, row.quantity);
    await afterCommit(this.tx, () => this.units.inventoryChanged(row.sellerUserId, row.sellerCharacterId));
    await this.events.publish('blackMarket.changed', {
      listingId: row.id,
      change: 'returned',
      expiresAt: row.expiresAt,
    });
  }

  /** Takes a held purchase to its decision, or says why not. */
  private async decide(adminId: string, listingId: number, status: 'sold' | 'returned'): Promise<ListingRow> {
    const row = await this.listings.decideHeld(listingId, status, adminId, this.clock.now());
    if (row) return row;
    const existing = await this.listings.findById(listingId);
    if (!existing || existing.decidedAt === null)
      throw blackMarketError(BlackMarketErrorCode.HELD_PURCHASE_NOT_FOUND);
    throw blackMarketError(BlackMarketErrorCode.HELD_PURCHASE_DECIDED);
  }

  private beforeAfter(row: ListingRow): { before: HeldOperationDto; after: HeldOperationDto } {
    return {
      before: this.toHeldDto({ ...row, status: 'held', decidedAt: null }),
      after: this.toHeldDto(row),
    };
  }

  /** A held (or decided) purchase as the admin's list of held operations shows it. */
  private toHeldDto(row: ListingRow): HeldOperationDto {
    const { buyerCharacterId, buyerUserId } = purchaser(row);
    return {
      kind: 'market',
      reason: 'linked_parties',
      id: row.id,
      sender: { userId: buyerUserId, name: row.buyerName ?? '', characterId: buyerCharacterId },
      receiver: { userId: row.sellerUserId, name: row.sellerName, characterId: row.sellerCharacterId },
      amount: row.price,
      fee: blackMarketSplit(row.price, this.constants).fee,
      itemType: row.itemType,
      itemId: row.itemId,
      itemName: row.itemName,
      quantity: row.quantity,
      gangId: null,
      gangName: null,
      status: row.status === 'held' ? 'held' : row.status === 'sold' ? 'completed' : 'rejected',
      // A purchase is held the moment it is bought, which closes the listing.
      createdAt: (row.closedAt ?? row.createdAt).toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }
}

/** The buyer of a held or decided purchase (the row always names one: a database check). */
function purchaser(row: ListingRow): { buyerCharacterId: number; buyerUserId: string } {
  return { buyerCharacterId: row.buyerCharacterId!, buyerUserId: row.buyerUserId! };
}

/** The listed lot in Arabic: the item and its quantity. */
function lot(row: ListingRow): string {
  return `${row.itemName} ×${formatNumber(row.quantity)}`;
}
