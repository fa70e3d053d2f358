import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEventMap } from '../../common/domain-events';
import { TasksService } from './tasks.service';

/**
 * Pushes `unclaimedTasksCount:update` when a task metric may have moved (spec 000 section 7;
 * DESIGN.md section 6): a crime (crimes committed, level), a fight (both fighters: fights, level),
 * a balance or level change, the bank, gear and property (fame, houses, pets, rides), training
 * (fame) and a login gift (level). The count is recomputed from the live metrics each time.
 */
@Injectable()
export class TaskMetricsListener {
  private readonly logger = new Logger(TaskMetricsListener.name);

  constructor(private readonly tasks: TasksService) {}

  @OnEvent('crime.committed')
  @OnEvent('character.changed')
  @OnEvent('bank.changed')
  @OnEvent('inventory.changed')
  @OnEvent('property.changed')
  @OnEvent('training.completed')
  @OnEvent('loginGift.claimed')
  async onPlayerMetric(event: { userId: string }): Promise<void> {
    await this.refresh([event.userId]);
  }

  @OnEvent('fight.resolved')
  async onFight(event: DomainEventMap['fight.resolved']): Promise<void> {
    await this.refresh([event.attackerUserId, event.defenderUserId]);
  }

  private async refresh(userIds: string[]): Promise<void> {
    for (const userId of userIds) {
      try {
        await this.tasks.refreshUnclaimedCount(userId);
      } catch (error) {
        this.logger.error(
          `unclaimed task count of ${userId} failed: ${(error as Error).stack ?? String(error)}`,
        );
      }
    }
  }
}
