import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { RequiresFeature } from '../features/requires-feature.guard';
import {
  BlackMarketPageDto,
  CreateListingDto,
  ListingDto,
  ListingQueryDto,
  MyListingsDto,
} from './black-market.dto';
import { BlackMarketService } from './black-market.service';

/** The black market (DESIGN.md section 6), unlocked at level 20 (spec 000 section 9). */
@ApiTags('black-market')
@ApiBearerAuth()
@Controller('black-market')
@RequiresFeature('blackMarket')
export class BlackMarketController {
  constructor(private readonly market: BlackMarketService) {}

  /** Active listings, filtered by item type, rarity, name and price, sorted and paged. */
  @Get()
  getBlackMarket(@Query() query: ListingQueryDto): Promise<BlackMarketPageDto> {
    return this.market.getListings(query);
  }

  /** The caller's listings: active first, then the latest sold, cancelled or expired. */
  @Get('my-listings')
  getMyListings(@CurrentUser() user: AuthUser): Promise<MyListingsDto> {
    return this.market.getMyListings(user.id);
  }

  /** Lists unequipped units of an owned weapon or armor for a money price (1 to 1,000,000,000) for 7 days. */
  @Post('listings')
  createListing(@CurrentUser() user: AuthUser, @Body() dto: CreateListingDto): Promise<ListingDto> {
    return this.market.createListing(user.id, dto);
  }

  /** Withdraws the caller's active listing; the units go back to the inventory. */
  @Post('listings/:id/cancel')
  @HttpCode(200)
  cancelListing(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<ListingDto> {
    return this.market.cancelListing(user.id, id);
  }

  /** Buys a whole listing (not one's own): the price from cash, 95% to the seller, 5% fee. */
  @Post('listings/:id/buy')
  @HttpCode(200)
  buyListing(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<ListingDto> {
    return this.market.buyListing(user.id, id);
  }
}
