import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../infra/events/domain-events';
import { formatNumber } from '../../game/arabic-numbers.rules';
import type { GameConstants } from '../../game/constants';
import { blackMarketSplit, listingExpiresAt } from '../../game/trade.rules';
import { afterCommit, inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterErrorCode, characterError } from '../character/character.errors';
import { CharacterService } from '../character/character.service';
import { GearUnitsService, itemKey } from '../gear/gear-units.service';
import { LinkedAccountsService } from '../linked-accounts/linked-accounts.service';
import { NotificationsService } from '../notifications/notifications.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import {
  BlackMarketPageDto,
  CreateListingDto,
  LISTING_PAGE_DEFAULT,
  ListingDto,
  ListingQueryDto,
  MyListingsDto,
} from './black-market.dto';
import {
  BlackMarketHoldsService,
  PURCHASE_HELD_NOTICE,
  PURCHASE_RETURNED_NOTICE,
  SALE_HELD_NOTICE,
  SALE_RETURNED_NOTICE,
} from './black-market-holds.service';
import { BlackMarketErrorCode, blackMarketError } from './black-market.errors';
import { BlackMarketRepository, ListingRow } from './black-market.repository';

/** How many of a seller's listings "my listings" shows. */
const MY_LISTINGS_LIMIT = 50;

/**
 * The black market (DESIGN.md section 6, "Black market"; level 20, spec 000 section 9). A listing
 * takes unequipped units out of the seller's inventory (item escrow, through the gear module) for a
 * money price for the lot; the buyer pays through the wallet, the seller gets 95% rounded down
 * (`black_market_sale`), the rest goes to `sink:black_market_fee`. A listing changes state once
 * (sold, cancelled, expired: see the repository's conditional updates), so units move exactly once.
 * Every change publishes `blackMarket.changed` (every open market screen gets the first page again,
 * and a new listing's expiry is scheduled). A purchase between linked accounts worth the review
 * amount waits for an admin instead (issue 30, part 6; {@link BlackMarketHoldsService}).
 */
@Injectable()
export class BlackMarketService {
  constructor(
    private readonly listings: BlackMarketRepository,
    private readonly units: GearUnitsService,
    private readonly characters: CharacterService,
    private readonly wallet: WalletService,
    private readonly links: LinkedAccountsService,
    private readonly holds: BlackMarketHoldsService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /** Active listings by the filters, sort and page (`GET /api/black-market`; `blackMarket:update` is the unfiltered first page). */
  async getListings(query: ListingQueryDto): Promise<BlackMarketPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? LISTING_PAGE_DEFAULT;
    const { rows, total } = await this.listings.page(
      {
        itemType: query.itemType ?? null,
        rarity: query.rarity ?? null,
        search: query.search || null,
        minPrice: query.minPrice ?? null,
        maxPrice: query.maxPrice ?? null,
        sort: query.sort ?? 'newest',
        limit,
        offset: (page - 1) * limit,
      },
      this.clock.now(),
    );
    const feePercent = this.constants.blackMarketFeePercent;
    return {
      listings: await this.toDtos(rows),
      total,
      page,
      limit,
      sellerSharePercent: 100 - feePercent,
      feePercent,
    };
  }

  /** The caller's listings: active ones first, then the latest closed. @throws CHARACTER_NOT_FOUND */
  async getMyListings(userId: string): Promise<MyListingsDto> {
    const character = await this.characters.getCharacter(userId);
    return {
      listings: await this.toDtos(
        await this.listings.bySeller(character.id, MY_LISTINGS_LIMIT),
        character.id,
      ),
    };
  }

  /**
   * Lists unequipped units of an owned item for a price (money, for the whole lot), for 7 days.
   * @throws ITEM_NOT_FOUND, NOT_ENOUGH_ITEMS (equipped units do not count)
   */
  async createListing(userId: string, dto: CreateListingDto): Promise<ListingDto> {
    const quantity = dto.quantity ?? 1;
    const listingId = await inRetriedTransaction(this.tx, async () => {
      const seller = await this.characters.lockForUser(userId);
      const item = await this.units.takeUnits(seller.id, dto.itemType, dto.itemId, quantity);
      const now = this.clock.now();
      const expiresAt = listingExpiresAt(now, this.constants);
      const id = await this.listings.insert({
        sellerCharacterId: seller.id,
        itemType: dto.itemType,
        itemId: dto.itemId,
        itemName: item.name,
        rarity: item.rarity,
        quantity,
        price: dto.price,
        expiresAt,
        createdAt: now,
      });
      await this.units.inventoryChanged(userId, seller.id);
      await this.events.publish('blackMarket.changed', { listingId: id, change: 'listed', expiresAt });
      return id;
    });
    return this.getListing(listingId);
  }

  /** Withdraws the caller's active listing; the units go back to their inventory. @throws LISTING_NOT_FOUND, NOT_YOUR_LISTING, LISTING_NOT_AVAILABLE */
  async cancelListing(userId: string, listingId: number): Promise<ListingDto> {
    await inRetriedTransaction(this.tx, async () => {
      const seller = await this.characters.lockForUser(userId);
      const listing = await this.requireListing(listingId);
      if (listing.sellerCharacterId !== seller.id)
        throw blackMarketError(BlackMarketErrorCode.NOT_YOUR_LISTING);
      if (!(await this.listings.markCancelled(listingId, seller.id, this.clock.now())))
        throw blackMarketError(BlackMarketErrorCode.LISTING_NOT_AVAILABLE);
      await this.units.giveUnits(seller.id, listing.itemType, listing.itemId, listing.quantity);
      await this.units.inventoryChanged(userId, seller.id);
      await this.events.publish('blackMarket.changed', {
        listingId,
        change: 'cancelled',
        expiresAt: listing.expiresAt,
      });
    });
    return this.getListing(listingId);
  }

  /**
   * Buys a whole listing: the buyer pays the price from cash, the seller gets 95% rounded down, 5%
   * is a sink; the units go to the buyer's inventory and the seller is notified. Of two buyers at
   * once exactly one wins (the listing's conditional update); the other gets LISTING_NOT_AVAILABLE.
   * Between linked accounts (not a known household) at a price of at least the review amount, the
   * purchase is held instead: the price goes into escrow, the listing answers `held` with the
   * buyer's Arabic `notice`, and an admin releases or returns it.
   * @throws LISTING_NOT_FOUND, OWN_LISTING, LISTING_NOT_AVAILABLE, INSUFFICIENT_MONEY
   */
  async buyListing(userId: string, listingId: number): Promise<ListingDto> {
    const sold = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const { buyer, listing, sold } = await this.listings.buy(listingId, userId, now);
      if (!buyer) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
      if (!listing) throw blackMarketError(BlackMarketErrorCode.LISTING_NOT_FOUND);
      if (listing.sellerCharacterId === buyer.id) throw blackMarketError(BlackMarketErrorCode.OWN_LISTING);
      if (!sold) throw blackMarketError(BlackMarketErrorCode.LISTING_NOT_AVAILABLE);
      const bought = {
        ...listing,
        buyerCharacterId: buyer.id,
        buyerUserId: userId,
        buyerName: buyer.name,
        closedAt: now,
      };
      if (await this.links.needsReview(userId, listing.sellerUserId, listing.price, listingId)) {
        await this.holds.hold(listing, { id: buyer.id, userId, name: buyer.name });
        return { ...bought, status: 'held' as const };
      }
      const { sellerShare, fee } = blackMarketSplit(listing.price, this.constants);
      const buyerCash = account.cash(buyer.id);
      // One wallet operation, two reasons: the seller's share and the fee.
      await this.wallet.apply({
        transfers: [
          ...(sellerShare > 0
            ? [
                {
                  from: buyerCash,
                  to: account.cash(listing.sellerCharacterId),
                  currency: Currency.MONEY,
                  amount: sellerShare,
                  reason: 'black_market_sale' as const,
                },
              ]
            : []),
          ...(fee > 0
            ? [
                {
                  from: buyerCash,
                  to: 'sink' as const,
                  currency: Currency.MONEY,
                  amount: fee,
                  reason: 'black_market_fee' as const,
                },
              ]
            : []),
        ],
        reason: 'black_market_sale',
        reference: `black-market:${listingId}`,
        idempotencyKey: `black-market-sale:${listingId}`,
      });
      await this.units.giveUnits(buyer.id, listing.itemType, listing.itemId, listing.quantity);
      // The buyer's inventory is read and pushed once the purchase has committed; both players' cash
      // reaches their HUD through the wallet's announcement.
      await afterCommit(this.tx, () =>
        this.units.inventoryChanged(userId, buyer.id, { loadoutChanged: false }),
      );
      await this.notifications.notify(listing.sellerUserId, {
        type: 'black_market_sold',
        message: `اشترى ${buyer.name} عرضك في السوق السوداء: ${listing.itemName} ×${formatNumber(listing.quantity)} وحصلت على ${formatNumber(sellerShare)}`,
        data: { listingId, price: listing.price, received: sellerShare, fee },
      });
      await this.events.publish('blackMarket.changed', {
        listingId,
        change: 'sold',
        expiresAt: listing.expiresAt,
      });
      return { ...bought, status: 'sold' as const };
    });
    const [dto] = await this.toDtos([sold], sold.buyerCharacterId);
    return dto;
  }

  /** One listing as the market shows it. @throws LISTING_NOT_FOUND */
  async getListing(listingId: number): Promise<ListingDto> {
    const [dto] = await this.toDtos([await this.requireListing(listingId)]);
    return dto;
  }

  private async requireListing(listingId: number): Promise<ListingRow> {
    const listing = await this.listings.findById(listingId);
    if (!listing) throw blackMarketError(BlackMarketErrorCode.LISTING_NOT_FOUND);
    return listing;
  }

  /**
   * Listing rows with each item's live picture and bonuses (name and rarity as listed), and the notice
   * of a held or returned purchase for its buyer or seller when `viewerCharacterId` is one of them.
   */
  private async toDtos(rows: ListingRow[], viewerCharacterId?: number): Promise<ListingDto[]> {
    const items = await this.units.describe(rows.map((row) => ({ type: row.itemType, itemId: row.itemId })));
    return rows.map((row) => {
      const item = items.get(itemKey(row.itemType, row.itemId));
      return {
        id: row.id,
        itemType: row.itemType,
        itemId: row.itemId,
        itemName: row.itemName,
        rarity: row.rarity,
        imageUrl: item?.imageUrl ?? '',
        damage: item?.damage ?? 0,
        def: item?.def ?? 0,
        hpBonus: item?.hpBonus ?? 0,
        energyBonus: item?.energyBonus ?? 0,
        quantity: row.quantity,
        price: row.price,
        sellerId: row.sellerUserId,
        sellerName: row.sellerName,
        status: row.status,
        buyerName: row.buyerName,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        closedAt: row.closedAt?.toISOString() ?? null,
        notice: noticeFor(row, viewerCharacterId),
      };
    });
  }
}

/** Why a purchase is held or was returned, for its buyer or its seller (null for anyone else). */
function noticeFor(row: ListingRow, viewerCharacterId: number | undefined): string | null {
  const buyer = viewerCharacterId !== undefined && viewerCharacterId === row.buyerCharacterId;
  const seller = viewerCharacterId !== undefined && viewerCharacterId === row.sellerCharacterId;
  if (row.status === 'held') return buyer ? PURCHASE_HELD_NOTICE : seller ? SALE_HELD_NOTICE : null;
  if (row.status === 'returned')
    return buyer ? PURCHASE_RETURNED_NOTICE : seller ? SALE_RETURNED_NOTICE : null;
  return null;
}
