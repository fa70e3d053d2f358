import type { TasksDto, UnclaimedTasksCountDto } from './tasks.dto';

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
