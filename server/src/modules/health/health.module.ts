import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { EventLoopWatch } from './event-loop-watch';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  // A factory: the watch's options are plain values, not providers.
  providers: [HealthService, { provide: EventLoopWatch, useFactory: () => new EventLoopWatch() }],
})
export class HealthModule {}
