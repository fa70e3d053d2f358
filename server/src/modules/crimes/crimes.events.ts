import type { Ack } from '../../infra/realtime/events';
import type { CommitCrimeEventDto, CrimeListDto, CrimeResultDto } from './crimes.dto';
import type { PayloadOf } from '../../infra/events/event-map';

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

/** The crimes module's domain events (DESIGN.md section 4); `crimes.push.ts` pushes them. */
export interface CrimesEvents {
  /** A crime was attempted (success or not), with the player's crime list afterwards. */
  'crime.committed': {
    userId: string;
    result: PayloadOf<CrimesServerEvents['crime:update']>;
    /**
     * The player's crime list when the attempt changed more of it than the committed crime's
     * cooldown (a level gained unlocks crimes), else null: the client sets that cooldown from
     * `crime:update` (issue 16: the list is about 5 KB for 20 crimes).
     */
    crimes: PayloadOf<CrimesServerEvents['crimesList:update']> | null;
  };
  /** A player's crime cooldowns were cleared (the CD_RESET item), with their crime list afterwards. */
  'crimes.cooldownsCleared': { userId: string; crimes: PayloadOf<CrimesServerEvents['crimesList:update']> };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends CrimesEvents {}
}
