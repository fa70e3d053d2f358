import { Module } from '@nestjs/common';
import { ConfinementModule } from './confinement.module';
import { ConfinementProcessor } from './confinement.processor';

/** The release worker and its boot reconciler; loaded only on nodes with ROLE worker or all. */
@Module({ imports: [ConfinementModule], providers: [ConfinementProcessor] })
export class ConfinementWorkerModule {}
