import type { JobsDto } from './jobs.dto';

export interface JobsServerEvents {
  /** The jobs screen, as `GET /api/jobs`. */
  'jobs:update': (payload: JobsDto) => void;
}

export interface JobsClientEvents {
  'jobs:request': () => void;
}
