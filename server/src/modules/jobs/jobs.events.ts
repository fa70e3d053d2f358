import type { JobsDto } from './jobs.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface JobsServerEvents {
  /** The jobs screen, as `GET /api/jobs`. */
  'jobs:update': (payload: JobsDto) => void;
}

export interface JobsClientEvents {
  'jobs:request': () => void;
}

/** The jobs module's domain events (DESIGN.md section 4); `jobs.push.ts` pushes them. */
export interface JobsEvents {
  /** A player's job list changed (taken, left, the job deleted). */
  'jobs.changed': { userId: string; jobs: PayloadOf<JobsServerEvents['jobs:update']> };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends JobsEvents {}
}
