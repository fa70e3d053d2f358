import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { BULL_REDIS, REDIS } from '../../infra/redis/redis.module';
import { MetricsService } from './metrics.service';
import { settledWithin } from './settled-within';

/** Longest the scrape's `SELECT 1` may take (ms) before `db_up` reads 0. */
export const DB_PROBE_TIMEOUT_MS = 2_000;

/**
 * This node's connections: the node-postgres pool behind TypeORM (`db_pool_*`), whether PostgreSQL
 * answers (`db_up`: a `SELECT 1` through the pool at scrape time, at most one in flight) and the state
 * of each named Redis client (`redis_client_ready`: ioredis' status is `ready`). The shared `app` and
 * `bull` clients are watched from the start; the socket.io adapter's publisher and subscriber are
 * added by `watchRedis` once the adapter has connected them (app.factory.ts).
 */
@Injectable()
export class ConnectionMetrics {
  private readonly redisClients = new Map<string, Redis>();
  private probe?: Promise<boolean>;

  constructor(
    metrics: MetricsService,
    @InjectDataSource() dataSource: DataSource,
    @Inject(REDIS) redis: Redis,
    @Inject(BULL_REDIS) bullRedis: Redis,
  ) {
    const registers = [metrics.registry];
    const pool = (): Pool | undefined => (dataSource.driver as PostgresDriver).master as Pool | undefined;
    const poolGauge = (name: string, help: string, read: (pool: Pool) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const current = pool();
          this.set(current ? read(current) : 0);
        },
      });
    poolGauge(
      'db_pool_connections',
      'Connections open in the PostgreSQL pool of this node (idle and in use)',
      (p) => p.totalCount,
    );
    poolGauge(
      'db_pool_idle_connections',
      'Open PostgreSQL connections of this node no query is using',
      (p) => p.idleCount,
    );
    poolGauge(
      'db_pool_waiting_requests',
      'Queries of this node waiting for a PostgreSQL connection (the pool is full)',
      (p) => p.waitingCount,
    );
    poolGauge(
      'db_pool_max_connections',
      'Most connections the PostgreSQL pool of this node opens (DB_POOL_MAX)',
      (p) => p.options.max ?? 10,
    );
    const probe = () => this.probeDatabase(pool());
    new Gauge({
      name: 'db_up',
      help: `Whether PostgreSQL answered SELECT 1 within ${DB_PROBE_TIMEOUT_MS / 1000} s at this scrape (1) or not (0)`,
      registers,
      async collect() {
        this.set((await probe()) ? 1 : 0);
      },
    });
    const clients = this.redisClients;
    new Gauge({
      name: 'redis_client_ready',
      help: "Whether each named Redis client of this node is connected and ready (ioredis status 'ready'): 1 or 0",
      labelNames: ['client'],
      registers,
      collect() {
        for (const [client, connection] of clients)
          this.set({ client }, connection.status === 'ready' ? 1 : 0);
      },
    });
    this.watchRedis('app', redis);
    this.watchRedis('bull', bullRedis);
  }

  /** Adds a Redis client to `redis_client_ready` under the label `client`. */
  watchRedis(client: string, connection: Redis): void {
    this.redisClients.set(client, connection);
  }

  /**
   * True when the pool answered `SELECT 1` in time. One probe at a time: scrapes that arrive while
   * one runs (two Prometheus servers, or a probe still waiting on a server that is away) share it.
   */
  private async probeDatabase(pool: Pool | undefined): Promise<boolean> {
    if (!pool) return false;
    if (!this.probe) {
      const query = pool.query('SELECT 1').then(
        () => true,
        () => false,
      );
      this.probe = query;
      void query.finally(() => {
        if (this.probe === query) this.probe = undefined;
      });
    }
    return (await settledWithin(this.probe, DB_PROBE_TIMEOUT_MS)) ?? false;
  }
}
