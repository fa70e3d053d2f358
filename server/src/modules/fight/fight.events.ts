import type { Ack } from '../../infra/realtime/events';
import type { FightResultDto, FightTargetParamsDto } from './fight.dto';

export interface FightServerEvents {
  /** The latest fight the player took part in, as `POST /api/fight/{targetUserId}` answers it. */
  'fight:update': (payload: FightResultDto) => void;
  /** Sent to both players of a fight. */
  fightResult: (payload: FightResultDto) => void;
}

export interface FightClientEvents {
  /** As `POST /api/fight/{targetUserId}`; the acknowledgement carries the result or the error body. */
  requestFight: (payload: FightTargetParamsDto, ack?: Ack<FightResultDto>) => void;
}
