import { Module } from '@nestjs/common';
import { GymModule } from './gym.module';
import { GymProcessor } from './gym.processor';

/** The training completion worker and its boot reconciler; loaded only on nodes with ROLE worker or all. */
@Module({ imports: [GymModule], providers: [GymProcessor] })
export class GymWorkerModule {}
