import type { InventoryDto, ShopDto } from './inventory.dto';
import type { HouseListDto, PetListDto, RideListDto } from './property.dto';

export interface GearServerEvents {
  /** The shop, as `GET /api/shop`. */
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
  'shop:request': () => void;
  'inventory:request': () => void;
  /** Level 16, like the route. */
  'houses:request': () => void;
  /** Level 18. */
  'rides:request': () => void;
  /** Level 21. */
  'pets:request': () => void;
}
