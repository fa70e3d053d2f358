import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { strictInteger } from '../../common/validation/integers';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { trim } from '../../common/validation/transforms';
import { GAME } from '../../game/constants';
import { RARITIES, Rarity } from '../../game/gear.rules';
import { TRADEABLE_ITEM_TYPES, TradeableItemType } from '../../game/trade.rules';
import { MAX_QUANTITY } from '../gear/inventory.dto';

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
  @ApiProperty({ enum: TRADEABLE_ITEM_TYPES, required: false })
  @IsOptionalNonNull()
  @IsIn(TRADEABLE_ITEM_TYPES, { message: msg.invalid('نوع العنصر') })
  itemType?: TradeableItemType;

  /** Weapons and armors of this rarity; special items have none, so a rarity leaves them out. */
  @ApiProperty({ enum: RARITIES, enumName: 'Rarity', required: false })
  @IsOptionalNonNull()
  @IsIn(RARITIES, { message: msg.invalid('الندرة') })
  rarity?: Rarity;

  /** Part of the item's name. */
  @IsOptionalNonNull()
  @trim()
  @IsString({ message: msg.invalid('البحث') })
  @MaxLength(50, { message: msg.maxLength('البحث', 50) })
  search?: string;

  /** Lowest price, in money. */
  @ApiProperty({ type: 'integer', required: false, minimum: 1 })
  @IsOptionalNonNull()
  @strictInteger()
  @IsInt({ message: msg.invalid('أقل سعر') })
  @Min(1, { message: msg.min('أقل سعر', 1) })
  @Max(GAME.blackMarketMaxPrice, { message: msg.max('أقل سعر', GAME.blackMarketMaxPrice) })
  minPrice?: number;

  /** Highest price, in money. */
  @ApiProperty({ type: 'integer', required: false, minimum: 1 })
  @IsOptionalNonNull()
  @strictInteger()
  @IsInt({ message: msg.invalid('أعلى سعر') })
  @Min(1, { message: msg.min('أعلى سعر', 1) })
  @Max(GAME.blackMarketMaxPrice, { message: msg.max('أعلى سعر', GAME.blackMarketMaxPrice) })
  maxPrice?: number;

  @ApiProperty({ enum: LISTING_SORTS, enumName: 'ListingSort', required: false, default: 'newest' })
  @IsOptionalNonNull()
  @IsIn(LISTING_SORTS, { message: msg.invalid('الترتيب') })
  sort?: ListingSort;

  @ApiProperty({ type: 'integer', required: false, default: 1, minimum: 1 })
  @IsOptionalNonNull()
  @strictInteger()
  @IsInt({ message: msg.invalid('رقم الصفحة') })
  @Min(1, { message: msg.min('رقم الصفحة', 1) })
  @Max(100_000, { message: msg.invalid('رقم الصفحة') })
  page?: number;

  @ApiProperty({
    type: 'integer',
    required: false,
    default: LISTING_PAGE_DEFAULT,
    minimum: 1,
    maximum: LISTING_PAGE_MAX,
  })
  @IsOptionalNonNull()
  @strictInteger()
  @IsInt({ message: msg.invalid('عدد العروض') })
  @Min(1, { message: msg.min('عدد العروض', 1) })
  @Max(LISTING_PAGE_MAX, { message: msg.max('عدد العروض', LISTING_PAGE_MAX) })
  limit?: number;
}

/** `POST /api/black-market/listings`: units of one unequipped item for a price for the lot. */
export class CreateListingDto {
  @ApiProperty({ enum: TRADEABLE_ITEM_TYPES })
  @IsIn(TRADEABLE_ITEM_TYPES, { message: msg.invalid('نوع العنصر') })
  itemType: TradeableItemType;

  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsInt({ message: msg.invalid('العنصر') })
  @Min(1, { message: msg.invalid('العنصر') })
  itemId: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_QUANTITY, required: false, default: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('الكمية') })
  @Min(1, { message: msg.min('الكمية', 1) })
  @Max(MAX_QUANTITY, { message: msg.max('الكمية', MAX_QUANTITY) })
  quantity?: number;

  /** Price of the whole lot, in money: 1 to 1,000,000,000. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: GAME.blackMarketMaxPrice })
  @IsInt({ message: msg.invalid('السعر') })
  @Min(1, { message: msg.min('السعر', 1) })
  @Max(GAME.blackMarketMaxPrice, { message: msg.max('السعر', GAME.blackMarketMaxPrice) })
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
