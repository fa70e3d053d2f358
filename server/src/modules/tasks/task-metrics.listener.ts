import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEventMap } from '../../common/domain-events';
import { PresenceService } from '../../infra/realtime/presence.service';
import { TasksService } from './tasks.service';

/** How long changes are gathered before one recount for every player concerned (ms). */
export const RECOUNT_WINDOW_MS = 50;

/**
 * Keeps the HUD task badge live (`unclaimedTasksCount:update`, spec 000 section 7; DESIGN.md section
 * 6) off the hot paths: an event that may move a task metric (a crime, a fight for both fighters, a
 * balance or level change, the bank, gear and property, training, a login gift) only marks its
 * players; every `RECOUNT_WINDOW_MS` the marked players who are online get their count recomputed
 * in one batch (six queries for the whole batch, `TasksService.refreshUnclaimedCounts`). A player
 * offline has no socket to push to and reads the count when the game opens.
 */
@Injectable()
export class TaskMetricsListener implements OnModuleDestroy {
  private readonly logger = new Logger(TaskMetricsListener.name);
  private readonly marked = new Set<string>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly tasks: TasksService,
    private readonly presence: PresenceService,
  ) {}

  @OnEvent('crime.committed')
  @OnEvent('character.changed')
  @OnEvent('bank.changed')
  @OnEvent('inventory.changed')
  @OnEvent('property.changed')
  @OnEvent('training.completed')
  @OnEvent('loginGift.claimed')
  onPlayerMetric(event: { userId: string }): void {
    this.mark([event.userId]);
  }

  @OnEvent('fight.resolved')
  onFight(event: DomainEventMap['fight.resolved']): void {
    this.mark([event.attackerUserId, event.defenderUserId]);
  }

  onModuleDestroy(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.flushing;
  }

  private mark(userIds: string[]): void {
    for (const userId of userIds) this.marked.add(userId);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      // One batch at a time: a batch marked meanwhile waits for the previous one.
      this.flushing = this.flushing.then(() => this.recount());
    }, RECOUNT_WINDOW_MS);
  }

  private async recount(): Promise<void> {
    const userIds = [...this.marked];
    this.marked.clear();
    try {
      const online = (await this.presence.onlineStatus(userIds)).filter((user) => user.isOnline);
      if (online.length) await this.tasks.refreshUnclaimedCounts(online.map((user) => user.id));
    } catch (error) {
      this.logger.error(
        `unclaimed task counts of ${userIds.length} players failed: ${(error as Error).stack ?? String(error)}`,
      );
    }
  }
}
