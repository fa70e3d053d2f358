import { Global, Module } from '@nestjs/common';
import { MetricsServer } from './metrics.server';
import { MetricsService } from './metrics.service';

@Global()
@Module({ providers: [MetricsService, MetricsServer], exports: [MetricsService, MetricsServer] })
export class MetricsModule {}
