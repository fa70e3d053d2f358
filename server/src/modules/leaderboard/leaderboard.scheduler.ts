import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { LeaderboardService } from './leaderboard.service';

export const LEADERBOARD_CRON = 'leaderboard';

/**
 * Enqueues the leaderboard rebuild every 5 minutes (spec 000 section 9). A cron only enqueues, with
 * the period's job id, so N replicas rebuild each period once (DESIGN.md section 1, schedules).
 */
@Injectable()
export class LeaderboardScheduler {
  private readonly logger = new Logger(LeaderboardScheduler.name);

  constructor(private readonly leaderboard: LeaderboardService) {}

  @Cron(CronExpression.EVERY_5_MINUTES, { name: LEADERBOARD_CRON, waitForCompletion: true })
  async enqueueRebuild(): Promise<void> {
    try {
      await this.leaderboard.enqueueRebuild();
    } catch (error) {
      this.logger.warn(`could not enqueue the leaderboard rebuild: ${String(error)}`);
    }
  }
}
