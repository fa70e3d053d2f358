import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { Job } from 'bullmq';
import { LeaderboardRebuildJob, QueueName } from '../../infra/queue/queues';
import { LEADERBOARD_REBUILT, LeaderboardRebuiltEvent } from './leaderboard.events';
import { LeaderboardService } from './leaderboard.service';
import { BootWork } from '../../infra/lifecycle/boot-work.service';

/** Worker for leaderboard rebuilds; runs on nodes with ROLE worker or all, and builds the boards on boot when missing. */
@Processor(QueueName.LEADERBOARD, { concurrency: 1 })
export class LeaderboardProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(LeaderboardProcessor.name);

  constructor(
    private readonly leaderboard: LeaderboardService,
    private readonly events: EventEmitter2,
    private readonly bootWork: BootWork,
  ) {
    super();
  }

  /** The first build runs in the background: the node is ready meanwhile (the boards take seconds on a large game). */
  onApplicationBootstrap(): void {
    this.bootWork.start('the first leaderboard build', () => this.leaderboard.buildIfMissing());
  }

  /** Rebuilds, then announces it (players on the leaderboard screen get the new board). @returns the build time (ISO). */
  async process(_job: Job<LeaderboardRebuildJob>): Promise<string> {
    const builtAt = await this.leaderboard.rebuild();
    this.events.emit(LEADERBOARD_REBUILT, {
      builtAt: builtAt.toISOString(),
    } satisfies LeaderboardRebuiltEvent);
    return builtAt.toISOString();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<LeaderboardRebuildJob> | undefined, error: Error): void {
    this.logger.error(`leaderboard rebuild ${job?.id} failed: ${error.message}`);
  }
}
