import type { Ack } from '../../infra/realtime/events';
import type { FightResultDto, FightTargetParamsDto } from './fight.dto';

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
