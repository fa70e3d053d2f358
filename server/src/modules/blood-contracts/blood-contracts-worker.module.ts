import { Module } from '@nestjs/common';
import { BloodContractsModule } from './blood-contracts.module';
import { BloodContractsProcessor } from './blood-contracts.processor';

/** The expiry worker and its boot reconciler; loaded only on nodes with ROLE worker or all. */
@Module({ imports: [BloodContractsModule], providers: [BloodContractsProcessor] })
export class BloodContractsWorkerModule {}
