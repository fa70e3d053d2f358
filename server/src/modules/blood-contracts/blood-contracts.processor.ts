import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { ContractExpiryJob, QueueName } from '../../infra/queue/queues';
import { BloodContractExpiryService } from './blood-contract-expiry.service';
import { BootWork } from '../../infra/lifecycle/boot-work.service';

/** Worker for blood contract expiries; runs on nodes with ROLE worker or all. */
@Processor(QueueName.BLOOD_CONTRACTS, { concurrency: 20 })
export class BloodContractsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(BloodContractsProcessor.name);

  constructor(
    private readonly contracts: BloodContractExpiryService,
    private readonly bootWork: BootWork,
  ) {
    super();
  }

  /** The boot reconciler runs in the background: the node is ready meanwhile. */
  onApplicationBootstrap(): void {
    this.bootWork.start('the blood contract expiry reconciler', () => this.contracts.reconcile());
  }

  async process(job: Job<ContractExpiryJob>): Promise<boolean> {
    return this.contracts.expire(job.data.contractId);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<ContractExpiryJob> | undefined, error: Error): void {
    this.logger.error(`blood contract expiry ${job?.id} failed: ${error.message}`);
  }
}
