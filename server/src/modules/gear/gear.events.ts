import type { PropertyKind } from './gear.entity';
import type { InventoryDto, ShopDto } from './inventory.dto';
import type { HouseListDto, PetListDto, RideListDto } from './property.dto';
import type { PayloadOf } from '../../infra/events/event-map';

/**
 * Room of the sockets that opened the shop (`shop:request` joins it): an admin change of a weapon or
 * an armor pushes the new `shop:update` there, on every node. The shop is the same for everyone.
 */
export const SHOP_ROOM = 'shop';

/**
 * Rooms of the sockets that opened a houses, rides or pets screen (`houses:request`... joins it): an
 * admin change of that catalogue pushes each of them its own list (the lists carry the player's
 * ownership, so there is no one body for the room).
 */
export const PROPERTY_ROOMS: Record<PropertyKind, string> = { house: 'houses', ride: 'rides', pet: 'pets' };

export interface GearServerEvents {
  /** The shop, as `GET /api/shop`; also pushed to room `shop` after an admin weapon or armor change. */
  'shop:update': (payload: ShopDto) => void;
  /** The player's inventory, as `GET /api/inventory`; pushed after every purchase, sale or equip change. */
  'inventory:update': (payload: InventoryDto) => void;
  /** As `GET /api/houses`; also pushed to each socket of room `houses` after an admin house change. */
  'houses:update': (payload: HouseListDto) => void;
  /** As `GET /api/rides`; also after an admin ride change (room `rides`). */
  'rides:update': (payload: RideListDto) => void;
  /** As `GET /api/pets`; also after an admin pet change (room `pets`). */
  'pets:update': (payload: PetListDto) => void;
}

export interface GearClientEvents {
  /** Answers `shop:update` and joins room `shop` for the admin's later catalogue changes. */
  'shop:request': () => void;
  'inventory:request': () => void;
  /** Level 16, like the route; joins room `houses` for the admin's later catalogue changes. */
  'houses:request': () => void;
  /** Level 18; joins room `rides`. */
  'rides:request': () => void;
  /** Level 21; joins room `pets`. */
  'pets:request': () => void;
}

/** The gear module's domain events (DESIGN.md section 4); `gear.push.ts` pushes them. */
export interface GearEvents {
  /** A purchase, sale or equipment change: the inventory afterwards. */
  'inventory.changed': { userId: string; inventory: PayloadOf<GearServerEvents['inventory:update']> };
  /** An admin created, changed, toggled or deleted a weapon or an armor: the shop everyone sees now. */
  'shop.changed': { shop: PayloadOf<GearServerEvents['shop:update']> };
  /** An admin created, changed, toggled or deleted a house, ride or pet: that kind's open screens are stale. */
  'propertyCatalogue.changed': { kind: PropertyKind };
  /** A house, ride or pet was bought, sold, equipped or taken off: that kind's list and the inventory afterwards. */
  'property.changed': { userId: string; inventory: PayloadOf<GearServerEvents['inventory:update']> } & (
    | { kind: 'house'; list: PayloadOf<GearServerEvents['houses:update']> }
    | { kind: 'ride'; list: PayloadOf<GearServerEvents['rides:update']> }
    | { kind: 'pet'; list: PayloadOf<GearServerEvents['pets:update']> }
  );
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends GearEvents {}
}
