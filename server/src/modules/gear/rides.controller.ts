import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ImageUploadResultDto } from '../crimes/crimes.dto';
import { RequiresFeature } from '../features/requires-feature.guard';
import { readImageField } from '../media/image-upload';
import { CatalogueAdminService } from './catalogue-admin.service';
import { CreateRideDto, RideDto, ToggleStatusDto, UpdateRideDto } from './property-catalogue.dto';
import { RideListDto } from './property.dto';
import { PropertyService } from './property.service';
import { CatalogueDeletedDto } from './shop-catalogue.dto';
import { ImageUploadBody } from './upload-body';
import { ParseIdPipe } from '../../common/validation/integers';

/**
 * Rides: the player's screen (level 18, spec 000 section 9; DESIGN.md section 6, "Houses, rides, pets")
 * and the admin catalogue (spec 002 sections 2.4 and 7, base `/api/admin/rides`).
 */
@ApiTags('rides')
@ApiBearerAuth()
@Controller()
export class RidesController {
  constructor(
    private readonly property: PropertyService,
    private readonly catalogue: CatalogueAdminService,
  ) {}

  /** Active rides and the player's own, with `owned`, `isEquipped` and `sellPrice`. */
  @RequiresFeature('rides')
  @Get('rides')
  getRides(@CurrentUser() user: AuthUser): Promise<RideListDto> {
    return this.property.list('ride', user.id);
  }

  /** Buys one (once each), paid from cash in its currency. */
  @RequiresFeature('rides')
  @Post('rides/:id/buy')
  @HttpCode(200)
  buyRide(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<RideListDto> {
    return this.property.buy('ride', user.id, id);
  }

  /** Sells an owned one back for 50% of its current cost (unequipping it). */
  @RequiresFeature('rides')
  @Post('rides/:id/sell')
  @HttpCode(200)
  sellRide(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<RideListDto> {
    return this.property.sell('ride', user.id, id);
  }

  /** Equips an owned one; the one equipped before comes off. */
  @RequiresFeature('rides')
  @Post('rides/:id/equip')
  @HttpCode(200)
  equipRide(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<RideListDto> {
    return this.property.equip('ride', user.id, id);
  }

  /** Takes the equipped one off. */
  @RequiresFeature('rides')
  @Post('rides/unequip')
  @HttpCode(200)
  unequipRide(@CurrentUser() user: AuthUser): Promise<RideListDto> {
    return this.property.unequip('ride', user.id);
  }

  /** Every ride, active or not. */
  @AdminOnly()
  @Get('admin/rides')
  listRidesForAdmin(): Promise<RideDto[]> {
    return this.catalogue.list('ride');
  }

  /** Omitted fields take spec 002 section 9's defaults. */
  @AdminOnly()
  @Post('admin/rides')
  createRide(@Body() dto: CreateRideDto): Promise<RideDto> {
    return this.catalogue.create('ride', dto);
  }

  @AdminOnly()
  @Put('admin/rides/:id')
  updateRide(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateRideDto): Promise<RideDto> {
    return this.catalogue.update('ride', id, dto);
  }

  /** Refused with 409 while someone owns it: deactivate it instead. */
  @AdminOnly()
  @Delete('admin/rides/:id')
  deleteRide(@Param('id', ParseIdPipe) id: number): Promise<CatalogueDeletedDto> {
    return this.catalogue.delete('ride', id);
  }

  /** Sets the active state (the screen sends the opposite of the current one). */
  @AdminOnly()
  @Patch('admin/rides/:id/toggle-status')
  toggleRideStatus(@Param('id', ParseIdPipe) id: number, @Body() dto: ToggleStatusDto): Promise<RideDto> {
    return this.catalogue.update('ride', id, { isActive: dto.isActive });
  }

  /** Multipart field `image`; answers `{ imageUrl }`. */
  @AdminOnly()
  @Post('admin/rides/upload-image')
  @ImageUploadBody()
  async uploadRideImage(@Req() request: FastifyRequest): Promise<ImageUploadResultDto> {
    return this.catalogue.uploadImage(await readImageField(request));
  }
}
