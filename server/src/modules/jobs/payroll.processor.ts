import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { PayrollJob, QueueName } from '../../infra/queue/queues';
import { PayrollResult, PayrollService } from './payroll.service';

/** Worker for the daily payroll; runs on nodes with ROLE worker or all. */
@Processor(QueueName.PAYROLL, { concurrency: 1 })
export class PayrollProcessor extends WorkerHost {
  private readonly logger = new Logger(PayrollProcessor.name);

  constructor(private readonly payroll: PayrollService) {
    super();
  }

  /** Runs the day; when some payments failed the job fails, and its retry pays only those characters. */
  async process(job: Job<PayrollJob>): Promise<PayrollResult> {
    const result = await this.payroll.runPayroll(job.data.date);
    if (result.failed) throw new Error(`payroll ${result.date}: ${result.failed} payments failed`);
    return result;
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<PayrollJob> | undefined, error: Error): void {
    this.logger.error(`payroll ${job?.id} failed: ${error.message}`);
  }
}
