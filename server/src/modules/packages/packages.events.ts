import type { SpecialShopDto } from './packages.dto';

/**
 * Room of the sockets that opened the blackcoin shop (`specialShop:request` joins it): an admin change
 * of a package or a special item pushes the new `specialShop:update` there, on every node.
 */
export const SPECIAL_SHOP_ROOM = 'special-shop';

export interface PackagesServerEvents {
  /** The blackcoin shop, as `GET /api/special-shop`; also pushed to room `special-shop` after an admin change. */
  'specialShop:update': (payload: SpecialShopDto) => void;
}

export interface PackagesClientEvents {
  /** Answers `specialShop:update` and joins room `special-shop` for the admin's later changes. */
  'specialShop:request': () => void;
}
