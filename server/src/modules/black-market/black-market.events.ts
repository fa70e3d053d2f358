import type { BlackMarketPageDto } from './black-market.dto';

/** The room of every open market screen: a socket joins it with `blackMarket:request`. */
export const BLACK_MARKET_ROOM = 'black-market';

export interface BlackMarketServerEvents {
  /**
   * The market's first page, newest first, unfiltered (`GET /api/black-market` without parameters):
   * the answer to `blackMarket:request`, and pushed to room `black-market` whenever a listing is
   * created, cancelled, expired, sold or held for review, and when a held purchase is decided.
   */
  'blackMarket:update': (payload: BlackMarketPageDto) => void;
}

export interface BlackMarketClientEvents {
  /** Level 20, like the routes; joins room `black-market`. */
  'blackMarket:request': () => void;
}

/** The black market's domain events (DESIGN.md section 4); `black-market.push.ts` pushes them. */
export interface BlackMarketEvents {
  /**
   * A black-market listing was created, cancelled, expired or sold, or its purchase was held for
   * review (`held`: off the market) and then released (`sold`) or returned (`returned`): every open
   * market screen gets the first page again; a new listing's expiry is scheduled (at `expiresAt`).
   */
  'blackMarket.changed': {
    listingId: number;
    change: 'listed' | 'cancelled' | 'expired' | 'sold' | 'held' | 'returned';
    expiresAt: Date;
  };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends BlackMarketEvents {}
}
