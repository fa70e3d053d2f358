import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { ConfinementReleaseJob, QueueName } from '../../infra/queue/queues';
import { ConfinementService } from './confinement.service';
import { BootWork } from '../../infra/lifecycle/boot-work.service';

/** Worker for hospital and jail releases; runs on nodes with ROLE worker or all. */
@Processor(QueueName.CONFINEMENT, { concurrency: 20 })
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
