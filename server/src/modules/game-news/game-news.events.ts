import type { GameNewsDto } from './game-news.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface GameNewsServerEvents {
  /** Active news newest first, as `GET /api/game-news`; pushed to everyone when an admin changes news. */
  'gameNews:update': (payload: GameNewsDto[]) => void;
}

export interface GameNewsClientEvents {
  'gameNews:request': () => void;
}

/** Game news' domain events (DESIGN.md section 4); `game-news.push.ts` pushes them. */
export interface GameNewsEvents {
  /** An admin published, edited or deleted news: the active news afterwards, for everyone. */
  'gameNews.changed': { news: PayloadOf<GameNewsServerEvents['gameNews:update']> };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends GameNewsEvents {}
}
