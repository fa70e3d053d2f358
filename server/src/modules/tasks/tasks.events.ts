import type { TasksDto, UnclaimedTasksCountDto } from './tasks.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface TasksServerEvents {
  /** The tasks screen, as `GET /api/tasks`; pushed after a claim. */
  'tasks:update': (payload: TasksDto) => void;
  /** The HUD badge, as `GET /api/tasks/unclaimed-count`; pushed when a metric change moves it. */
  'unclaimedTasksCount:update': (payload: UnclaimedTasksCountDto) => void;
}

export interface TasksClientEvents {
  'tasks:request': () => void;
  'unclaimedTasksCount:request': () => void;
}

/** The tasks module's domain events (DESIGN.md section 4); `tasks.push.ts` pushes them. */
export interface TasksEvents {
  /** A task was claimed: the tasks screen afterwards (its unclaimed count follows). */
  'tasks.changed': { userId: string; tasks: PayloadOf<TasksServerEvents['tasks:update']> };
  /** The player's count of tasks reached and not claimed changed. */
  'tasks.unclaimedCountChanged': { userId: string; count: number };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends TasksEvents {}
}
