import { ApiProperty } from '@nestjs/swagger';
import { msg } from '../../common/validation/messages';
import { GAME } from '../../game/constants';
import { RARITIES, Rarity } from '../../game/gear.rules';
import { TRADEABLE_ITEM_TYPES, TradeableItemType } from '../../game/trade.rules';
import { MAX_QUANTITY } from '../gear/inventory.dto';
import { EnumField, IdField, IntegerField, TextField } from '../../common/validation/fields';

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'ending_soon'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/**
 * `held`: bought by an account linked to the seller for at least the review amount, off the market
 * while an admin reviews it (the price and the units in escrow); `returned`: the admin undid that
 * purchase (the money back to the buyer, the units to the seller's inventory). Issue 30, part 6.
 */
export const LISTING_STATUSES = ['active', 'sold', 'cancelled', 'expired', 'held', 'returned'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Listings per page of the market: default and most. */
export const LISTING_PAGE_DEFAULT = 20;
export const LISTING_PAGE_MAX = 50;

/** `GET /api/black-market`: filters, sort and page of the active listings. */
export class ListingQueryDto {
  @EnumField({ values: TRADEABLE_ITEM_TYPES, label: 'نوع العنصر', optional: true })
  itemType?: TradeableItemType;

  /** Weapons and armors of this rarity; special items have none, so a rarity leaves them out. */
  @EnumField({ values: RARITIES, enumName: 'Rarity', label: 'الندرة', optional: true })
  rarity?: Rarity;

  /** Part of the item's name. */
  @TextField({ label: 'البحث', optional: true, trim: true, maxLength: 50 })
  search?: string;

  /** Lowest price, in money. */
  @IntegerField({ label: 'أقل سعر', min: 1, max: GAME.blackMarketMaxPrice, optional: true, fromText: true })
  minPrice?: number;

  /** Highest price, in money. */
  @IntegerField({ label: 'أعلى سعر', min: 1, max: GAME.blackMarketMaxPrice, optional: true, fromText: true })
  maxPrice?: number;

  @EnumField({
    values: LISTING_SORTS,
    enumName: 'ListingSort',
    label: 'الترتيب',
    optional: true,
    default: 'newest',
  })
  sort?: ListingSort;

  @IntegerField({
    label: 'رقم الصفحة',
    min: 1,
    max: 100_000,
    optional: true,
    fromText: true,
    default: 1,
    messages: { max: msg.invalid },
  })
  page?: number;

  @IntegerField({
    label: 'عدد العروض',
    min: 1,
    max: LISTING_PAGE_MAX,
    optional: true,
    fromText: true,
    default: LISTING_PAGE_DEFAULT,
  })
  limit?: number;
}

/** `POST /api/black-market/listings`: units of one unequipped item for a price for the lot. */
export class CreateListingDto {
  @EnumField({ values: TRADEABLE_ITEM_TYPES, label: 'نوع العنصر' })
  itemType: TradeableItemType;

  @IdField({ label: 'العنصر' })
  itemId: number;

  @IntegerField({ label: 'الكمية', min: 1, max: MAX_QUANTITY, optional: true, default: 1 })
  quantity?: number;

  /** Price of the whole lot, in money: 1 to 1,000,000,000. */
  @IntegerField({ label: 'السعر', min: 1, max: GAME.blackMarketMaxPrice })
  price: number;
}

/** One black-market listing: the item (live catalogue bonuses), the lot, its price and its state. */
export class ListingDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: TRADEABLE_ITEM_TYPES }) itemType: TradeableItemType;
  @ApiProperty({ type: 'integer' }) itemId: number;
  itemName: string;
  @ApiProperty({ enum: RARITIES, enumName: 'Rarity' }) rarity: Rarity;
  imageUrl: string;
  @ApiProperty({ type: 'integer' }) damage: number;
  @ApiProperty({ type: 'integer' }) def: number;
  @ApiProperty({ type: 'integer' }) hpBonus: number;
  @ApiProperty({ type: 'integer' }) energyBonus: number;
  @ApiProperty({ type: 'integer' }) quantity: number;
  /** Price of the lot, in money. */
  @ApiProperty({ type: 'integer' }) price: number;
  /** The seller's user id (the client compares it with its own to mark its listings). */
  sellerId: string;
  sellerName: string;
  @ApiProperty({ enum: LISTING_STATUSES, enumName: 'ListingStatus' }) status: ListingStatus;
  /** The buyer's name once sold. */
  @ApiProperty({ type: 'string', nullable: true }) buyerName: string | null;
  createdAt: string;
  /** When the units go back to the seller if nobody buys them. */
  expiresAt: string;
  /** When it was sold (or bought into review), cancelled or expired. */
  @ApiProperty({ type: 'string', nullable: true }) closedAt: string | null;
  /**
   * Why a purchase waits for review or was undone (Arabic), for its buyer (the buy answer) and its
   * seller (their listings); null otherwise.
   */
  @ApiProperty({ type: 'string', nullable: true }) notice: string | null;
}

/** `GET /api/black-market` and `blackMarket:update` (the first page, newest first, unfiltered). */
export class BlackMarketPageDto {
  listings: ListingDto[];
  /** Active listings matching the filters. */
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) limit: number;
  /** The seller's share of a price, in percent (95), and the fee (5), for the list-an-item form. */
  @ApiProperty({ type: 'integer' }) sellerSharePercent: number;
  @ApiProperty({ type: 'integer' }) feePercent: number;
}

/** `GET /api/black-market/my-listings`: the caller's listings, active first, then the last closed ones. */
export class MyListingsDto {
  listings: ListingDto[];
}
