import { Module } from '@nestjs/common';
import { WebPushModule } from './web-push.module';
import { WebPushProcessor } from './web-push.processor';

/** The push worker; loaded only on nodes with ROLE worker or all. */
@Module({ imports: [WebPushModule], providers: [WebPushProcessor] })
export class WebPushWorkerModule {}
