import type { MinistryMissionsDto } from './ministry-missions.dto';

export interface MinistryMissionsServerEvents {
  /** The missions screen, as `GET /api/ministry-missions`; pushed after each play. */
  'ministryMission:update': (payload: MinistryMissionsDto) => void;
}

export interface MinistryMissionsClientEvents {
  /** Level 5, like the route. */
  'ministryMission:request': () => void;
}
