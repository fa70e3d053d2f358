import { ApiProperty } from '@nestjs/swagger';
import { EQUIPMENT_SLOTS, EquipmentSlot, RARITIES, Rarity } from '../../game/gear.rules';
import { ArmorDto, WeaponDto } from './shop-catalogue.dto';
import { EnumField, IdField, IntegerField } from '../../common/validation/fields';

/** Most units one purchase or sale may move. */
export const MAX_QUANTITY = 100;

/** `GET /api/shop` and `shop:update`: every active weapon and armor (DESIGN.md section 6). */
export class ShopDto {
  weapons: WeaponDto[];
  armors: ArmorDto[];
}

/** Which item of the shop: a weapon or an armor, by catalogue id. */
export class GearItemDto {
  @EnumField({ values: ['weapon', 'armor'], label: 'نوع العنصر' })
  type: 'weapon' | 'armor';

  @IdField({ label: 'العنصر' })
  itemId: number;
}

/** `POST /api/shop/buy` and `POST /api/inventory/sell`: units of one item. */
export class GearQuantityDto extends GearItemDto {
  @IntegerField({ label: 'الكمية', min: 1, max: MAX_QUANTITY, optional: true, default: 1 })
  quantity?: number;
}

/** `POST /api/inventory/equip`: a weapon goes to `weapon1` unless `weapon2` is asked; an armor to its own slot. */
export class EquipItemDto extends GearItemDto {
  @EnumField({ values: EQUIPMENT_SLOTS, label: 'الخانة', optional: true })
  slot?: EquipmentSlot;
}

/** `POST /api/inventory/unequip`. */
export class UnequipItemDto {
  @EnumField({ values: EQUIPMENT_SLOTS, label: 'الخانة' })
  slot: EquipmentSlot;
}

/**
 * One inventory line (spec 001 section 3, "Inventory response"): an unequipped stack, an equipped
 * unit, or an owned house, ride or pet. Bonus fields are 0 where the kind has none (a house's
 * defenseBonus shows as `def`, a ride's attackBonus as `damage` and its defenseBonus as `def`).
 */
export class InventoryItemDto {
  name: string;
  @ApiProperty({ enum: ['weapon', 'armor', 'house', 'ride', 'pet', 'special'] })
  type: 'weapon' | 'armor' | 'house' | 'ride' | 'pet' | 'special';
  @ApiProperty({ type: 'integer' }) quantity: number;
  isEquipped: boolean;
  @ApiProperty({ enum: RARITIES, enumName: 'Rarity' }) rarity: Rarity;
  @ApiProperty({ type: 'integer' }) damage: number;
  @ApiProperty({ type: 'integer' }) def: number;
  @ApiProperty({ type: 'integer' }) hpBonus: number;
  @ApiProperty({ type: 'integer' }) energyBonus: number;
  @ApiProperty({ type: 'integer' }) powerBonus: number;
  /** The catalogue id. */
  @ApiProperty({ type: 'integer' }) itemId: number;
  /** The slot it is worn in (equipped weapons and armors), or the armor's slot. */
  @ApiProperty({ enum: [...EQUIPMENT_SLOTS], nullable: true, type: 'string' }) slot: EquipmentSlot | null;
  imageUrl: string;
  /** What selling one unit pays now (50% of the current price), in `currency`. */
  @ApiProperty({ type: 'integer' }) sellPrice: number;
  @ApiProperty({ enum: ['money', 'blackcoin'] }) currency: 'money' | 'blackcoin';
}

/** `GET /api/inventory`, `GET /api/admin/users/{userId}/inventory` and `inventory:update`. */
export class InventoryDto {
  /** Units held, equipped ones included. */
  @ApiProperty({ type: 'integer' }) totalItems: number;
  /** Units equipped (slots, house, ride, pet). */
  @ApiProperty({ type: 'integer' }) equippedItems: number;
  inventory: InventoryItemDto[];
}
