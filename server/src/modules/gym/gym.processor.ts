import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { QueueName, TrainingCompleteJob } from '../../infra/queue/queues';
import { GymService } from './gym.service';
import { BootWork } from '../../infra/lifecycle/boot-work.service';

/** Worker for training completions; runs on nodes with ROLE worker or all. */
@Processor(QueueName.TRAINING, { concurrency: 20 })
export class GymProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(GymProcessor.name);

  constructor(
    private readonly gym: GymService,
    private readonly bootWork: BootWork,
  ) {
    super();
  }

  /** The boot reconciler runs in the background: the node is ready meanwhile. */
  onApplicationBootstrap(): void {
    this.bootWork.start('the training reconciler', () => this.gym.reconcile());
  }

  async process(job: Job<TrainingCompleteJob>): Promise<boolean> {
    return this.gym.complete(job.data.trainingId);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<TrainingCompleteJob> | undefined, error: Error): void {
    this.logger.error(`training completion ${job?.id} failed: ${error.message}`);
  }
}
