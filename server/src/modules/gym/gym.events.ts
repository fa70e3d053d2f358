import type { TrainingCompleteDto, TrainingDto } from './gym.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface GymServerEvents {
  'training:start': (training: TrainingDto) => void;
  /** The player search refreshes on it (spec 000 section 7). */
  'training:complete': (payload: TrainingCompleteDto) => void;
}

/** The gym's domain events (DESIGN.md section 4); `gym.push.ts` pushes them. */
export interface GymEvents {
  'training.started': { userId: string; training: PayloadOf<GymServerEvents['training:start']> };
  'training.completed': { userId: string; training: PayloadOf<GymServerEvents['training:complete']> };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends GymEvents {}
}
