import { Injectable } from '@nestjs/common';
import { DEFAULT_RANKINGS, DEFAULT_TASKS } from './default-tasks';
import { TasksRepository } from './tasks.repository';

/** The default tasks and rank ladder (DESIGN.md sections 3 and 6). */
@Injectable()
export class TasksSeed {
  constructor(private readonly tasks: TasksRepository) {}

  /**
   * Loads the default tasks when there is none, and the default ladder when there is none (admins'
   * edits are never overwritten). @returns how many tasks and ranks it created.
   */
  async loadIfEmpty(): Promise<number> {
    let created = 0;
    if ((await this.tasks.countTasks()) === 0)
      for (const task of DEFAULT_TASKS) {
        await this.tasks.createTask(task);
        created += 1;
      }
    if ((await this.tasks.countRankings()) === 0)
      for (const rank of DEFAULT_RANKINGS) {
        await this.tasks.createRanking(rank);
        created += 1;
      }
    return created;
  }
}
