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

/** The packages module's domain events (DESIGN.md section 4); `packages.push.ts` pushes them. */
export interface PackagesEvents {
  /**
   * An admin created, changed, toggled or deleted a package or a special item: the open blackcoin
   * shops are stale (published by the packages and the special items admin services).
   */
  'specialShop.changed': Record<string, never>;
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends PackagesEvents {}
}
