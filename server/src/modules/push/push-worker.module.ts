import { Module } from '@nestjs/common';
import { PushModule } from './push.module';
import { PushProcessor } from './push.processor';

/** The push worker; loaded only on nodes with ROLE worker or all. */
@Module({ imports: [PushModule], providers: [PushProcessor] })
export class PushWorkerModule {}
