import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { TaskCountMemory } from './task-count.memory';
import type { TasksEvents } from './tasks.events';

/**
 * What tasks push (DESIGN.md section 4): the tasks screen and the HUD badge's unclaimed count (the
 * HUD follows from the wallet's announcement and `character.changed`).
 */
@Injectable()
export class TasksPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
    private readonly told: TaskCountMemory,
  ) {}

  private readonly pushes: Pushes<TasksEvents> = {
    'tasks.changed': async ({ userId, tasks }) => {
      this.publisher.toUser(userId, 'tasks:update', tasks);
      this.publisher.toUser(userId, 'unclaimedTasksCount:update', { count: tasks.unclaimedCount });
      // Every socket of the player now shows this count: a recount equal to it pushes nothing.
      await this.told.remember(userId, tasks.unclaimedCount);
    },
    'tasks.unclaimedCountChanged': ({ userId, count }) =>
      this.publisher.toUser(userId, 'unclaimedTasksCount:update', { count }),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
