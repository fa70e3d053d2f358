import type { SpecialShopDto } from './packages.dto';

export interface PackagesServerEvents {
  /** The blackcoin shop, as `GET /api/special-shop`. */
  'specialShop:update': (payload: SpecialShopDto) => void;
}

export interface PackagesClientEvents {
  'specialShop:request': () => void;
}
