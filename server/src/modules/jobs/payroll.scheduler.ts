import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { PayrollService } from './payroll.service';

export const PAYROLL_CRON = 'payroll';

/**
 * Enqueues the daily payroll (DESIGN.md section 1, schedules: a cron only enqueues, with a per-day
 * job id, so N replicas run each day once). It ticks every minute and enqueues the day from 00:05
 * in the game's time zone (`TZ_GAME`, read at runtime, which a decorator's fixed timeZone cannot
 * be); the same tick catches up a day whose 00:05 fell while no worker ran.
 */
@Injectable()
export class PayrollScheduler {
  private readonly logger = new Logger(PayrollScheduler.name);

  constructor(private readonly payroll: PayrollService) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: PAYROLL_CRON, waitForCompletion: true })
  async enqueueDuePayroll(): Promise<void> {
    try {
      await this.payroll.enqueueDuePayroll();
    } catch (error) {
      this.logger.warn(`could not enqueue the payroll: ${String(error)}`);
    }
  }
}
