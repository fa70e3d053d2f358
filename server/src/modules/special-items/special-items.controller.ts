import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { ImageUploadResultDto } from '../crimes/crimes.dto';
import { RequiresFeature } from '../features/requires-feature.guard';
import { ImageUploadBody } from '../gear/upload-body';
import { readImageField } from '../media/image-upload';
import { SpecialItemsAdminService } from './special-items-admin.service';
import {
  BuySpecialItemDto,
  CreateSpecialItemDto,
  SpecialInventoryDto,
  SpecialItemDeletedDto,
  SpecialItemDto,
  UpdateSpecialItemDto,
  UseSpecialItemDto,
  UseSpecialItemResultDto,
} from './special-items.dto';
import { SpecialItemsService } from './special-items.service';

/**
 * Special items: the admin catalogue (spec 002 sections 2.8 and 7) and the players' buy, inventory and
 * use (DESIGN.md section 6, "Special items"). The shop list is part of `GET /api/special-shop`.
 */
@ApiTags('special-items')
@ApiBearerAuth()
@Controller('special-items')
export class SpecialItemsController {
  constructor(
    private readonly items: SpecialItemsService,
    private readonly admin: SpecialItemsAdminService,
  ) {}

  /** The special items in the player's inventory, with their effects. */
  @RequiresFeature('inventory')
  @Get('inventory')
  getSpecialInventory(@CurrentUser() user: AuthUser): Promise<SpecialInventoryDto> {
    return this.items.getInventory(user.id);
  }

  /** Buys units into the inventory, paid in the item's currency. */
  @RequiresFeature('specialShop')
  @Post('buy')
  @HttpCode(200)
  buySpecialItem(
    @CurrentUser() user: AuthUser,
    @Body() dto: BuySpecialItemDto,
  ): Promise<SpecialInventoryDto> {
    return this.items.buy(user.id, dto);
  }

  /** Uses one unit (a gang bomb names `targetGangId`, a name change `newUsername`). */
  @RequiresFeature('inventory')
  @Post('use')
  @HttpCode(200)
  consumeSpecialItem(
    @CurrentUser() user: AuthUser,
    @Body() dto: UseSpecialItemDto,
  ): Promise<UseSpecialItemResultDto> {
    return this.items.use(user.id, dto);
  }

  /** Every special item, available or not. */
  @AdminOnly()
  @Get('admin')
  listSpecialItemsForAdmin(): Promise<SpecialItemDto[]> {
    return this.admin.list();
  }

  @AdminOnly()
  @Post('admin')
  createSpecialItem(@Body() dto: CreateSpecialItemDto): Promise<SpecialItemDto> {
    return this.admin.create(dto);
  }

  /** Any subset of the fields; a type change without an effect resets the effect to the type's defaults. */
  @AdminOnly()
  @Put('admin/:id')
  updateSpecialItem(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateSpecialItemDto,
  ): Promise<SpecialItemDto> {
    return this.admin.update(id, dto);
  }

  /** Refused with 409 while someone holds it: make it unavailable instead. */
  @AdminOnly()
  @Delete('admin/:id')
  deleteSpecialItem(@Param('id', ParseIdPipe) id: number): Promise<SpecialItemDeletedDto> {
    return this.admin.delete(id);
  }

  /** Multipart field `image`; answers `{ imageUrl }`. */
  @AdminOnly()
  @Post('upload-image')
  @ImageUploadBody()
  async uploadSpecialItemImage(@Req() request: FastifyRequest): Promise<ImageUploadResultDto> {
    return this.admin.uploadImage(await readImageField(request));
  }
}
