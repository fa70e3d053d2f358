import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ImageUploadResultDto } from '../crimes/crimes.dto';
import { RequiresFeature } from '../features/requires-feature.guard';
import { readImageField } from '../media/image-upload';
import { CatalogueAdminService } from './catalogue-admin.service';
import { CreatePetDto, PetDto, ToggleStatusDto, UpdatePetDto } from './property-catalogue.dto';
import { PetListDto } from './property.dto';
import { PropertyService } from './property.service';
import { CatalogueDeletedDto } from './shop-catalogue.dto';
import { ImageUploadBody } from './upload-body';
import { ParseIdPipe } from '../../common/validation/integers';

/**
 * Pets: the player's screen (level 21, spec 000 section 9; DESIGN.md section 6, "Houses, rides, pets")
 * and the admin catalogue (spec 002 sections 2.3 and 7, base `/api/admin/pets`).
 */
@ApiTags('pets')
@ApiBearerAuth()
@Controller()
export class PetsController {
  constructor(
    private readonly property: PropertyService,
    private readonly catalogue: CatalogueAdminService,
  ) {}

  /** Active pets and the player's own, with `owned`, `isEquipped` and `sellPrice`. */
  @RequiresFeature('pets')
  @Get('pets')
  getPets(@CurrentUser() user: AuthUser): Promise<PetListDto> {
    return this.property.list('pet', user.id);
  }

  /** Buys one (once each), paid from cash in its currency. At most the equipped house's capacity of pets (1 without a house). */
  @RequiresFeature('pets')
  @Post('pets/:id/buy')
  @HttpCode(200)
  buyPet(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<PetListDto> {
    return this.property.buy('pet', user.id, id);
  }

  /** Sells an owned one back for 50% of its current cost (unequipping it). */
  @RequiresFeature('pets')
  @Post('pets/:id/sell')
  @HttpCode(200)
  sellPet(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<PetListDto> {
    return this.property.sell('pet', user.id, id);
  }

  /** Equips an owned one; the one equipped before comes off. */
  @RequiresFeature('pets')
  @Post('pets/:id/equip')
  @HttpCode(200)
  equipPet(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<PetListDto> {
    return this.property.equip('pet', user.id, id);
  }

  /** Takes the equipped one off. */
  @RequiresFeature('pets')
  @Post('pets/unequip')
  @HttpCode(200)
  unequipPet(@CurrentUser() user: AuthUser): Promise<PetListDto> {
    return this.property.unequip('pet', user.id);
  }

  /** Every pet, active or not. */
  @AdminOnly()
  @Get('admin/pets')
  listPetsForAdmin(): Promise<PetDto[]> {
    return this.catalogue.list('pet');
  }

  /** Omitted fields take spec 002 section 9's defaults. */
  @AdminOnly()
  @Post('admin/pets')
  createPet(@Body() dto: CreatePetDto): Promise<PetDto> {
    return this.catalogue.create('pet', dto);
  }

  @AdminOnly()
  @Put('admin/pets/:id')
  updatePet(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdatePetDto): Promise<PetDto> {
    return this.catalogue.update('pet', id, dto);
  }

  /** Refused with 409 while someone owns it: deactivate it instead. */
  @AdminOnly()
  @Delete('admin/pets/:id')
  deletePet(@Param('id', ParseIdPipe) id: number): Promise<CatalogueDeletedDto> {
    return this.catalogue.delete('pet', id);
  }

  /** Sets the active state (the screen sends the opposite of the current one). */
  @AdminOnly()
  @Patch('admin/pets/:id/toggle-status')
  togglePetStatus(@Param('id', ParseIdPipe) id: number, @Body() dto: ToggleStatusDto): Promise<PetDto> {
    return this.catalogue.update('pet', id, { isActive: dto.isActive });
  }

  /** Multipart field `image`; answers `{ imageUrl }`. */
  @AdminOnly()
  @Post('admin/pets/upload-image')
  @ImageUploadBody()
  async uploadPetImage(@Req() request: FastifyRequest): Promise<ImageUploadResultDto> {
    return this.catalogue.uploadImage(await readImageField(request));
  }
}
