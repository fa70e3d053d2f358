import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ConnectionMetrics } from './connection-metrics';
import { EconomyAuditMetrics } from './economy-audit-metrics';
import { GameMetrics } from './game-metrics';
import { MetricsServer } from './metrics.server';
import { MetricsService } from './metrics.service';
import { QueueMetrics } from './queue-metrics';

/**
 * Prometheus metrics on METRICS_PORT: the registry (`MetricsService`) and what fills it. Global, so
 * a game service counts its events through `GameMetrics` without importing this module.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    MetricsService,
    MetricsServer,
    QueueMetrics,
    ConnectionMetrics,
    GameMetrics,
    EconomyAuditMetrics,
  ],
  exports: [MetricsService, MetricsServer, ConnectionMetrics, GameMetrics, EconomyAuditMetrics],
})
export class MetricsModule {}
