import { Module } from '@nestjs/common';
import { JobsModule } from './jobs.module';
import { PayrollProcessor } from './payroll.processor';
import { PayrollScheduler } from './payroll.scheduler';

/** The payroll worker and its schedule; loaded only on nodes with ROLE worker or all (with ScheduleModule). */
@Module({ imports: [JobsModule], providers: [PayrollProcessor, PayrollScheduler] })
export class JobsWorkerModule {}
