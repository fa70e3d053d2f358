import type { InventoryDto, ShopDto } from './inventory.dto';
import type { HouseListDto, PetListDto, RideListDto } from './property.dto';

/**
 * Room of the sockets that opened the shop (`shop:request` joins it): an admin change of a weapon or
 * an armor pushes the new `shop:update` there, on every node. The shop is the same for everyone.
 */
export const SHOP_ROOM = 'shop';

export interface GearServerEvents {
  /** The shop, as `GET /api/shop`; also pushed to room `shop` after an admin weapon or armor change. */
  'shop:update': (payload: ShopDto) => void;
  /** The player's inventory, as `GET /api/inventory`; pushed after every purchase, sale or equip change. */
  'inventory:update': (payload: InventoryDto) => void;
  /** As `GET /api/houses`. */
  'houses:update': (payload: HouseListDto) => void;
  /** As `GET /api/rides`. */
  'rides:update': (payload: RideListDto) => void;
  /** As `GET /api/pets`. */
  'pets:update': (payload: PetListDto) => void;
}

export interface GearClientEvents {
  /** Answers `shop:update` and joins room `shop` for the admin's later catalogue changes. */
  'shop:request': () => void;
  'inventory:request': () => void;
  /** Level 16, like the route. */
  'houses:request': () => void;
  /** Level 18. */
  'rides:request': () => void;
  /** Level 21. */
  'pets:request': () => void;
}
