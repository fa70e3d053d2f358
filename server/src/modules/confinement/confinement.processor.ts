import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { ConfinementReleaseJob, QueueName } from '../../infra/queue/queues';
import { RELEASE_BATCH_SIZE } from './confinement-releases';
import { ConfinementService } from './confinement.service';
import { BootWork } from '../../infra/lifecycle/boot-work.service';

/**
 * Jobs one worker node holds at once: two full release batches, so one fills while the other is
 * written (each job waits for its batch's commit).
 */
export const RELEASE_CONCURRENCY = 2 * RELEASE_BATCH_SIZE;

/** Worker for hospital and jail releases; runs on nodes with ROLE worker or all. */
@Processor(QueueName.CONFINEMENT, { concurrency: RELEASE_CONCURRENCY })
export class ConfinementProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ConfinementProcessor.name);

  constructor(
    private readonly confinement: ConfinementService,
    private readonly bootWork: BootWork,
  ) {
    super();
  }

  /** The boot reconciler runs in the background: the node is ready meanwhile. */
  onApplicationBootstrap(): void {
    this.bootWork.start('the hospital and jail reconciler', () => this.confinement.reconcile());
  }

  async process(job: Job<ConfinementReleaseJob>): Promise<boolean> {
    return this.confinement.release(job.data);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<ConfinementReleaseJob> | undefined, error: Error): void {
    this.logger.error(`release ${job?.id} failed: ${error.message}`);
  }
}
