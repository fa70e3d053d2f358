import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ImageUploadResultDto } from '../crimes/crimes.dto';
import { RequiresFeature } from '../features/requires-feature.guard';
import { readImageField } from '../media/image-upload';
import { CatalogueAdminService } from './catalogue-admin.service';
import { CreateHouseDto, HouseDto, ToggleStatusDto, UpdateHouseDto } from './property-catalogue.dto';
import { HouseListDto } from './property.dto';
import { PropertyService } from './property.service';
import { CatalogueDeletedDto } from './shop-catalogue.dto';
import { ImageUploadBody } from './upload-body';
import { ParseIdPipe } from '../../common/validation/integers';

/**
 * Houses: the player's screen (level 16, spec 000 section 9; DESIGN.md section 6, "Houses, rides, pets")
 * and the admin catalogue (spec 002 sections 2.2 and 7, base `/api/admin/houses`).
 */
@ApiTags('houses')
@ApiBearerAuth()
@Controller()
export class HousesController {
  constructor(
    private readonly property: PropertyService,
    private readonly catalogue: CatalogueAdminService,
  ) {}

  /** Active houses and the player's own, with `owned`, `isEquipped` and `sellPrice`. */
  @RequiresFeature('houses')
  @Get('houses')
  getHouses(@CurrentUser() user: AuthUser): Promise<HouseListDto> {
    return this.property.list('house', user.id);
  }

  /** Buys one (once each), paid from cash in its currency. */
  @RequiresFeature('houses')
  @Post('houses/:id/buy')
  @HttpCode(200)
  buyHouse(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<HouseListDto> {
    return this.property.buy('house', user.id, id);
  }

  /** Sells an owned one back for 50% of its current cost (unequipping it). */
  @RequiresFeature('houses')
  @Post('houses/:id/sell')
  @HttpCode(200)
  sellHouse(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<HouseListDto> {
    return this.property.sell('house', user.id, id);
  }

  /** Equips an owned one; the one equipped before comes off. */
  @RequiresFeature('houses')
  @Post('houses/:id/equip')
  @HttpCode(200)
  equipHouse(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<HouseListDto> {
    return this.property.equip('house', user.id, id);
  }

  /** Takes the equipped one off. */
  @RequiresFeature('houses')
  @Post('houses/unequip')
  @HttpCode(200)
  unequipHouse(@CurrentUser() user: AuthUser): Promise<HouseListDto> {
    return this.property.unequip('house', user.id);
  }

  /** Every house, active or not. */
  @AdminOnly()
  @Get('admin/houses')
  listHousesForAdmin(): Promise<HouseDto[]> {
    return this.catalogue.list('house');
  }

  /** Omitted fields take spec 002 section 9's defaults. */
  @AdminOnly()
  @Post('admin/houses')
  createHouse(@Body() dto: CreateHouseDto): Promise<HouseDto> {
    return this.catalogue.create('house', dto);
  }

  @AdminOnly()
  @Put('admin/houses/:id')
  updateHouse(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateHouseDto): Promise<HouseDto> {
    return this.catalogue.update('house', id, dto);
  }

  /** Refused with 409 while someone owns it: deactivate it instead. */
  @AdminOnly()
  @Delete('admin/houses/:id')
  deleteHouse(@Param('id', ParseIdPipe) id: number): Promise<CatalogueDeletedDto> {
    return this.catalogue.delete('house', id);
  }

  /** Sets the active state (the screen sends the opposite of the current one). */
  @AdminOnly()
  @Patch('admin/houses/:id/toggle-status')
  toggleHouseStatus(@Param('id', ParseIdPipe) id: number, @Body() dto: ToggleStatusDto): Promise<HouseDto> {
    return this.catalogue.update('house', id, { isActive: dto.isActive });
  }

  /** Multipart field `image`; answers `{ imageUrl }`. */
  @AdminOnly()
  @Post('admin/houses/upload-image')
  @ImageUploadBody()
  async uploadHouseImage(@Req() request: FastifyRequest): Promise<ImageUploadResultDto> {
    return this.catalogue.uploadImage(await readImageField(request));
  }
}
