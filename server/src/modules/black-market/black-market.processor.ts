import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { ListingExpiryJob, QueueName } from '../../infra/queue/queues';
import { BlackMarketExpiryService } from './black-market-expiry.service';
import { BootWork } from '../../infra/lifecycle/boot-work.service';

/** Worker for black-market listing expiries; runs on nodes with ROLE worker or all. */
@Processor(QueueName.BLACK_MARKET, { concurrency: 20 })
export class BlackMarketProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(BlackMarketProcessor.name);

  constructor(
    private readonly expiry: BlackMarketExpiryService,
    private readonly bootWork: BootWork,
  ) {
    super();
  }

  /** The boot reconciler runs in the background: the node is ready meanwhile. */
  onApplicationBootstrap(): void {
    this.bootWork.start('the black-market expiry reconciler', () => this.expiry.reconcile());
  }

  async process(job: Job<ListingExpiryJob>): Promise<boolean> {
    return this.expiry.expire(job.data.listingId);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<ListingExpiryJob> | undefined, error: Error): void {
    this.logger.error(`black-market listing expiry ${job?.id} failed: ${error.message}`);
  }
}
