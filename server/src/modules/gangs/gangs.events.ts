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

/** The gangs module's domain events (DESIGN.md section 4); `gangs.push.ts` pushes them. */
export interface GangsEvents {
  /**
   * A gang changed (members, ranks, treasury, board, info, deletion). `joined` and `left` are the
   * users whose membership changed; the push moves their sockets in or out of room `gang:<id>`.
   */
  'gang.changed': { gangId: number; joined?: string[]; left?: string[] };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends GangsEvents {}
}
