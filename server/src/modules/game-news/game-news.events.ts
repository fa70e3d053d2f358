import type { GameNewsDto } from './game-news.dto';

export interface GameNewsServerEvents {
  /** Active news newest first, as `GET /api/game-news`; pushed to everyone when an admin changes news. */
  'gameNews:update': (payload: GameNewsDto[]) => void;
}

export interface GameNewsClientEvents {
  'gameNews:request': () => void;
}
