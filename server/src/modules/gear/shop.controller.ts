import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ImageUploadResultDto } from '../crimes/crimes.dto';
import { RequiresFeature } from '../features/requires-feature.guard';
import { readImageField } from '../media/image-upload';
import { CatalogueAdminService } from './catalogue-admin.service';
import { GearQuantityDto, InventoryDto, ShopDto } from './inventory.dto';
import {
  ArmorDto,
  CatalogueDeletedDto,
  CreateArmorDto,
  CreateWeaponDto,
  UpdateArmorDto,
  UpdateWeaponDto,
  WeaponDto,
} from './shop-catalogue.dto';
import { ShopService } from './shop.service';
import { ImageUploadBody } from './upload-body';
import { ParseIdPipe } from '../../common/validation/integers';

/**
 * The shop (DESIGN.md section 6, "Shop, inventory, equipment") and the weapons and armors admin
 * catalogues (spec 001 sections 2.5, 2.6 and 7).
 */
@ApiTags('shop')
@ApiBearerAuth()
@Controller('shop')
export class ShopController {
  constructor(
    private readonly shop: ShopService,
    private readonly catalogue: CatalogueAdminService,
  ) {}

  /** Every active weapon and armor, each in its own currency. */
  @RequiresFeature('shop')
  @Get()
  getShop(): Promise<ShopDto> {
    return this.shop.getShop();
  }

  /** Buys `quantity` units into the inventory; answers the inventory. */
  @RequiresFeature('shop')
  @Post('buy')
  @HttpCode(200)
  buyShopItem(@CurrentUser() user: AuthUser, @Body() dto: GearQuantityDto): Promise<InventoryDto> {
    return this.shop.buy(user.id, dto);
  }

  /** Every weapon, active or not. */
  @AdminOnly()
  @Get('admin/weapons')
  listWeaponsForAdmin(): Promise<WeaponDto[]> {
    return this.catalogue.list('weapon');
  }

  @AdminOnly()
  @Post('admin/weapons')
  createWeapon(@Body() dto: CreateWeaponDto): Promise<WeaponDto> {
    return this.catalogue.create('weapon', dto);
  }

  /** Weapon fields, or only `isActive` for the toggle. */
  @AdminOnly()
  @Put('admin/weapons/:id')
  updateWeapon(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateWeaponDto): Promise<WeaponDto> {
    return this.catalogue.update('weapon', id, dto);
  }

  /** Refused with 409 while someone owns it: deactivate it instead. */
  @AdminOnly()
  @Delete('admin/weapons/:id')
  deleteWeapon(@Param('id', ParseIdPipe) id: number): Promise<CatalogueDeletedDto> {
    return this.catalogue.delete('weapon', id);
  }

  /** Every armor, active or not. */
  @AdminOnly()
  @Get('admin/armors')
  listArmorsForAdmin(): Promise<ArmorDto[]> {
    return this.catalogue.list('armor');
  }

  @AdminOnly()
  @Post('admin/armors')
  createArmor(@Body() dto: CreateArmorDto): Promise<ArmorDto> {
    return this.catalogue.create('armor', dto);
  }

  @AdminOnly()
  @Put('admin/armors/:id')
  updateArmor(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateArmorDto): Promise<ArmorDto> {
    return this.catalogue.update('armor', id, dto);
  }

  /** Refused with 409 while someone owns it. */
  @AdminOnly()
  @Delete('admin/armors/:id')
  deleteArmor(@Param('id', ParseIdPipe) id: number): Promise<CatalogueDeletedDto> {
    return this.catalogue.delete('armor', id);
  }

  /** Multipart field `image`; answers `{ imageUrl }`. */
  @AdminOnly()
  @Post('upload-weapon-image')
  @ImageUploadBody()
  async uploadWeaponImage(@Req() request: FastifyRequest): Promise<ImageUploadResultDto> {
    return this.catalogue.uploadImage(await readImageField(request));
  }

  /** Multipart field `image`; answers `{ imageUrl }`. */
  @AdminOnly()
  @Post('upload-armor-image')
  @ImageUploadBody()
  async uploadArmorImage(@Req() request: FastifyRequest): Promise<ImageUploadResultDto> {
    return this.catalogue.uploadImage(await readImageField(request));
  }
}
