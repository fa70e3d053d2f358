import type { Ack } from '../../infra/realtime/events';
import type { CommitCrimeEventDto, CrimeListDto, CrimeResultDto } from './crimes.dto';

export interface CrimesServerEvents {
  /** The result of the player's latest attempt. */
  'crime:update': (payload: CrimeResultDto) => void;
  /** The crimes list, as `GET /api/crimes`. */
  'crimesList:update': (payload: CrimeListDto) => void;
}

export interface CrimesClientEvents {
  'crimes:request': () => void;
  /** One attempt, as `POST /api/crimes/{id}/commit`; answered by `crime:update` and the ack. */
  'crime:request': (payload: CommitCrimeEventDto, ack?: Ack<CrimeResultDto>) => void;
}
