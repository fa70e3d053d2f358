import type { GangDto } from './gangs.dto';

/** Room of every socket of a gang's members, on every node. */
export const gangRoom = (gangId: number) => `gang:${gangId}`;

export interface GangsServerEvents {
  /** The player's gang as `GET /api/gangs/{id}` answers it, or null without a gang (spec 000 section 7). */
  'gang:update': (payload: GangDto | null) => void;
}

export interface GangsClientEvents {
  /** Answered with `gang:update`; also puts the socket in its gang's room. */
  'gang:request': () => void;
}
