import { Module } from '@nestjs/common';
import { AccountRightsModule } from './account-rights.module';
import { DataExportProcessor } from './data-export.processor';

/** The data-export worker; loaded only on nodes with ROLE worker or all. */
@Module({ imports: [AccountRightsModule], providers: [DataExportProcessor] })
export class AccountRightsWorkerModule {}
