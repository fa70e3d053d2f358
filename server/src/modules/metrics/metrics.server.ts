import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { MetricsService } from './metrics.service';

/**
 * `GET /metrics` (Prometheus text format) on its own port, `METRICS_PORT`, never on the public one:
 * the game's port is reachable by players, the metrics port only inside the cluster (the pods'
 * `prometheus.io/port` annotation; docker-compose does not publish it). `METRICS_PORT=0` takes a
 * free port (tests).
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The port it listens on (the chosen one when METRICS_PORT is 0). */
  get port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? this.config.METRICS_PORT;
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      this.metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(text),
        (error: unknown) => {
          this.logger.error(error);
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.METRICS_PORT, '0.0.0.0', () => resolve());
    });
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
  }
}
