import type { BlackMarketPageDto } from './black-market.dto';

/** The room of every open market screen: a socket joins it with `blackMarket:request`. */
export const BLACK_MARKET_ROOM = 'black-market';

export interface BlackMarketServerEvents {
  /**
   * The market's first page, newest first, unfiltered (`GET /api/black-market` without parameters):
   * the answer to `blackMarket:request`, and pushed to room `black-market` whenever a listing is
   * created, cancelled, expired or sold.
   */
  'blackMarket:update': (payload: BlackMarketPageDto) => void;
}

export interface BlackMarketClientEvents {
  /** Level 20, like the routes; joins room `black-market`. */
  'blackMarket:request': () => void;
}
