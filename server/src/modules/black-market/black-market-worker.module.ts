import { Module } from '@nestjs/common';
import { BlackMarketModule } from './black-market.module';
import { BlackMarketProcessor } from './black-market.processor';

/** The listing expiry worker and its boot reconciler; loaded only on nodes with ROLE worker or all. */
@Module({ imports: [BlackMarketModule], providers: [BlackMarketProcessor] })
export class BlackMarketWorkerModule {}
