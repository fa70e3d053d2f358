import type { Ack } from '../../infra/realtime/events';
import type { FightResultDto, FightTargetParamsDto } from './fight.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface FightServerEvents {
  /** To the defender: a fight they were attacked in, as `POST /api/fight/{targetUserId}` answered the attacker. */
  'fight:update': (payload: FightResultDto) => void;
  /** To the attacker: the result of their attack (also the answer of `requestFight`). */
  fightResult: (payload: FightResultDto) => void;
}

export interface FightClientEvents {
  /** As `POST /api/fight/{targetUserId}`; the acknowledgement carries the result or the error body. */
  requestFight: (payload: FightTargetParamsDto, ack?: Ack<FightResultDto>) => void;
}

/** The fight module's domain events (DESIGN.md section 4); `fight.push.ts` pushes them. */
export interface FightEvents {
  /** A fight was played; `result` is the stored fight result. */
  'fight.resolved': {
    attackerUserId: string;
    defenderUserId: string;
    result: PayloadOf<FightServerEvents['fightResult']>;
  };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends FightEvents {}
}
