import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { ConfinementReleaseJob, QueueName } from '../../infra/queue/queues';
import { ConfinementService } from './confinement.service';

/** Worker for hospital and jail releases; runs on nodes with ROLE worker or all. */
@Processor(QueueName.CONFINEMENT, { concurrency: 20 })
export class ConfinementProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ConfinementProcessor.name);

  constructor(private readonly confinement: ConfinementService) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.confinement.reconcile();
  }

  async process(job: Job<ConfinementReleaseJob>): Promise<boolean> {
    return this.confinement.release(job.data);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<ConfinementReleaseJob> | undefined, error: Error): void {
    this.logger.error(`release ${job?.id} failed: ${error.message}`);
  }
}
