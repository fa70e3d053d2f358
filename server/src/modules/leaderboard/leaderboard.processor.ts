import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { LeaderboardRebuildJob, QueueName } from '../../infra/queue/queues';
import { LeaderboardService } from './leaderboard.service';

/** Worker for leaderboard rebuilds; runs on nodes with ROLE worker or all, and builds the boards on boot when missing. */
@Processor(QueueName.LEADERBOARD, { concurrency: 1 })
export class LeaderboardProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(LeaderboardProcessor.name);

  constructor(private readonly leaderboard: LeaderboardService) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.leaderboard.buildIfMissing();
    } catch (error) {
      this.logger.warn(`could not build the leaderboards on boot: ${String(error)}`);
    }
  }

  /** @returns the build time (ISO). */
  async process(_job: Job<LeaderboardRebuildJob>): Promise<string> {
    return (await this.leaderboard.rebuild()).toISOString();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<LeaderboardRebuildJob> | undefined, error: Error): void {
    this.logger.error(`leaderboard rebuild ${job?.id} failed: ${error.message}`);
  }
}
