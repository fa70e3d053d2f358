import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { RequiresFeature } from '../features/requires-feature.guard';
import { EquipItemDto, GearQuantityDto, InventoryDto, UnequipItemDto } from './inventory.dto';
import { ShopService } from './shop.service';

/** The inventory and equipment slots (DESIGN.md section 6); every answer is the inventory afterwards. */
@ApiTags('inventory')
@ApiBearerAuth()
@Controller()
export class InventoryController {
  constructor(private readonly shop: ShopService) {}

  /** Equipped units, stacks and owned houses, rides and pets (spec 001 section 3, "Inventory response"). */
  @RequiresFeature('inventory')
  @Get('inventory')
  getInventory(@CurrentUser() user: AuthUser): Promise<InventoryDto> {
    return this.shop.getInventory(user.id);
  }

  /** Sells unequipped units back for 50% of the current price. */
  @RequiresFeature('inventory')
  @Post('inventory/sell')
  @HttpCode(200)
  sellInventoryItem(@CurrentUser() user: AuthUser, @Body() dto: GearQuantityDto): Promise<InventoryDto> {
    return this.shop.sell(user.id, dto);
  }

  /** Equips one unit of a stack; what the slot held goes back to its stack. */
  @RequiresFeature('inventory')
  @Post('inventory/equip')
  @HttpCode(200)
  equipInventoryItem(@CurrentUser() user: AuthUser, @Body() dto: EquipItemDto): Promise<InventoryDto> {
    return this.shop.equip(user.id, dto);
  }

  /** Takes a slot's item off, back to its stack. */
  @RequiresFeature('inventory')
  @Post('inventory/unequip')
  @HttpCode(200)
  unequipInventoryItem(@CurrentUser() user: AuthUser, @Body() dto: UnequipItemDto): Promise<InventoryDto> {
    return this.shop.unequip(user.id, dto.slot);
  }

  /** A player's inventory for the admin characters screen (spec 001 sections 2.3 and 7). */
  @AdminOnly()
  @Get('admin/users/:userId/inventory')
  getUserInventoryForAdmin(@Param('userId', ParseUUIDPipe) userId: string): Promise<InventoryDto> {
    return this.shop.getInventory(userId);
  }
}
