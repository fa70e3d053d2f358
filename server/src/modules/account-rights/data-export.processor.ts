import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataExportJob, QueueName } from '../../infra/queue/queues';
import { DataExportService } from './data-export.service';

/**
 * Worker for the copies of players' data (issue 26 part 5); runs on nodes with ROLE worker or all.
 * A failed attempt is retried (5 attempts, exponential backoff); after the last one the request is
 * marked `failed` (the player sees it, `darkcity_data_exports_total{result="failed"}` counts it).
 */
@Processor(QueueName.DATA_EXPORT, { concurrency: 2 })
export class DataExportProcessor extends WorkerHost {
  private readonly logger = new Logger(DataExportProcessor.name);

  constructor(private readonly exports: DataExportService) {
    super();
  }

  process(job: Job<DataExportJob>): Promise<boolean> {
    return this.exports.build(job.data.exportId);
  }

  @OnWorkerEvent('failed')
  async onFailed(job: Job<DataExportJob> | undefined, error: Error): Promise<void> {
    this.logger.error(`data export ${job?.id} failed: ${error.message}`);
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
      await this.exports.failed(job.data.exportId, error.message);
  }
}
