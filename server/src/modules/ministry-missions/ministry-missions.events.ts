import type { MinistryMissionsDto } from './ministry-missions.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface MinistryMissionsServerEvents {
  /** The missions screen, as `GET /api/ministry-missions`; pushed after each play. */
  'ministryMission:update': (payload: MinistryMissionsDto) => void;
}

export interface MinistryMissionsClientEvents {
  /** Level 5, like the route. */
  'ministryMission:request': () => void;
}

/** Ministry missions' domain events (DESIGN.md section 4); `ministry-missions.push.ts` pushes them. */
export interface MinistryMissionsEvents {
  /** A player played a ministry mission: their missions list afterwards. */
  'ministryMissions.changed': {
    userId: string;
    missions: PayloadOf<MinistryMissionsServerEvents['ministryMission:update']>;
  };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends MinistryMissionsEvents {}
}
