import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type Redis from 'ioredis';
import { Counter, type Metric, type MetricValue } from 'prom-client';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { REDIS } from '../../infra/redis/redis.module';
import { MetricsService } from '../metrics/metrics.service';

/** How often each node writes its heartbeat (ms). */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** How long a heartbeat lives (ms): a node that missed three is gone from the panel. */
export const HEARTBEAT_TTL_MS = 15_000;
/** How far back the "recent" timer lateness reaches (ms). */
export const LATENESS_WINDOW_MS = 60_000;

/** Sorted set of the node ids, scored by their last heartbeat (ms). */
export const NODES_KEY = 'ops:nodes';
/** The key of one node's last heartbeat (its JSON). */
export const nodeKey = (nodeId: string) => `ops:node:${nodeId}`;

/** Timer lateness of one queue on one node, from `bullmq_timer_lateness_seconds`. */
export interface QueueLateness {
  queue: string;
  /** Timers first started since the node booted, and their mean lateness (s). */
  count: number;
  meanSeconds: number | null;
  /** The same over the last LATENESS_WINDOW_MS (null mean: none fired in the window). */
  recentCount: number;
  recentMeanSeconds: number | null;
}

/** The last economy audit of a worker node, from the `darkcity_economy_audit_*` gauges. */
export interface NodeEconomyAudit {
  /** ISO time the last audit answered; null before the first. */
  lastRunAt: string | null;
  ok: boolean;
  durationSeconds: number;
  /** Held minus net created, per currency (0 when balanced). */
  drift: Record<string, number>;
  errors: number;
}

/** What one node tells the operations panel, every HEARTBEAT_INTERVAL_MS. */
export interface NodeHeartbeat {
  nodeId: string;
  role: AppConfig['ROLE'];
  hostname: string;
  pid: number;
  /** ISO time the process started (`process_start_time_seconds`). */
  startedAt: string;
  /** ISO time of this heartbeat. */
  beatAt: string;
  /** `socketio_connected_sockets`. */
  sockets: number;
  /** Per timer queue; empty on nodes that run no workers (ROLE api). */
  lateness: QueueLateness[];
  /** Null on nodes that do not audit (ROLE api). */
  economyAudit: NodeEconomyAudit | null;
}

interface LatenessSample {
  at: number;
  byQueue: Map<string, { count: number; sum: number }>;
}

/**
 * Each node's heartbeat into Redis for the live operations panel (issue 30, part 5): every
 * HEARTBEAT_INTERVAL_MS its JSON under `ops:node:<id>` with a TTL of HEARTBEAT_TTL_MS, and
 * the node's score in `ops:nodes`. Its figures are read from this node's Prometheus registry, the
 * same series `/metrics` exposes: connected sockets, process start time, the timer lateness histogram
 * and the economy audit gauges. A heartbeat that fails (Redis away) is logged at debug and retried at
 * the next tick; the node then drops off the panel until Redis is back. Removed on shutdown.
 */
@Injectable()
export class NodeHeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('NodeHeartbeat');
  /** This app instance's id (one per process in production; tests run two apps in one process). */
  readonly nodeId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private timer?: NodeJS.Timeout;
  private samples: LatenessSample[] = [];
  private readonly failures: Counter;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.failures = new Counter({
      name: 'darkcity_ops_heartbeat_failures_total',
      help: 'Heartbeats of this node the operations panel did not get (Redis refused or away)',
      registers: [metrics.registry],
    });
  }

  onApplicationBootstrap(): void {
    const tick = () => {
      this.beat().catch((error: unknown) => {
        this.failures.inc();
        this.logger.debug(`heartbeat failed: ${String(error)}`);
      });
    };
    tick();
    this.timer = setInterval(tick, HEARTBEAT_INTERVAL_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    try {
      await this.redis.multi().del(nodeKey(this.nodeId)).zrem(NODES_KEY, this.nodeId).exec();
    } catch {
      // Redis away: the heartbeat expires by itself.
    }
  }

  /** Writes this node's heartbeat now. @returns what it wrote */
  async beat(): Promise<NodeHeartbeat> {
    const heartbeat = await this.read();
    const now = Date.now();
    await this.redis
      .multi()
      .set(nodeKey(this.nodeId), JSON.stringify(heartbeat), 'PX', HEARTBEAT_TTL_MS)
      .zadd(NODES_KEY, now, this.nodeId)
      .zremrangebyscore(NODES_KEY, '-inf', now - HEARTBEAT_TTL_MS)
      .exec();
    return heartbeat;
  }

  /** This node's figures, from its metrics registry. */
  async read(): Promise<NodeHeartbeat> {
    const now = Date.now();
    const [sockets, started] = await Promise.all([
      this.values('socketio_connected_sockets'),
      this.values('process_start_time_seconds'),
    ]);
    return {
      nodeId: this.nodeId,
      role: this.config.ROLE,
      hostname: hostname(),
      pid: process.pid,
      startedAt: new Date((started[0]?.value ?? now / 1000) * 1000).toISOString(),
      beatAt: new Date(now).toISOString(),
      sockets: sockets[0]?.value ?? 0,
      lateness: await this.lateness(now),
      economyAudit: await this.economyAudit(),
    };
  }

  private async values(name: string): Promise<MetricValue<string>[]> {
    const metric = this.metrics.registry.getSingleMetric(name) as Metric | undefined;
    if (!metric) return [];
    return (await metric.get()).values;
  }

  /** Count and sum of `bullmq_timer_lateness_seconds` per queue, now and against the window's oldest sample. */
  private async lateness(now: number): Promise<QueueLateness[]> {
    const byQueue = new Map<string, { count: number; sum: number }>();
    for (const value of await this.values('bullmq_timer_lateness_seconds')) {
      const queue = String(value.labels.queue ?? '');
      const entry = byQueue.get(queue) ?? { count: 0, sum: 0 };
      const name = (value as MetricValue<string> & { metricName?: string }).metricName ?? '';
      if (name.endsWith('_count')) entry.count = value.value;
      else if (name.endsWith('_sum')) entry.sum = value.value;
      else continue;
      byQueue.set(queue, entry);
    }
    this.samples = this.samples.filter((sample) => sample.at >= now - LATENESS_WINDOW_MS);
    const oldest = this.samples[0];
    this.samples.push({ at: now, byQueue });
    return [...byQueue].map(([queue, { count, sum }]) => {
      const before = oldest?.byQueue.get(queue) ?? { count: 0, sum: 0 };
      const recentCount = count - before.count;
      return {
        queue,
        count,
        meanSeconds: count ? sum / count : null,
        recentCount,
        recentMeanSeconds: recentCount ? (sum - before.sum) / recentCount : null,
      };
    });
  }

  /** The `darkcity_economy_audit_*` gauges; null where they are not registered (ROLE api). */
  private async economyAudit(): Promise<NodeEconomyAudit | null> {
    if (!this.metrics.registry.getSingleMetric('darkcity_economy_audit_ok')) return null;
    const [ok, lastRun, duration, drift, errors] = await Promise.all([
      this.values('darkcity_economy_audit_ok'),
      this.values('darkcity_economy_audit_last_run_timestamp_seconds'),
      this.values('darkcity_economy_audit_duration_seconds'),
      this.values('darkcity_economy_audit_drift'),
      this.values('darkcity_economy_audit_errors_total'),
    ]);
    const lastRunSeconds = lastRun[0]?.value ?? 0;
    return {
      lastRunAt: lastRunSeconds ? new Date(lastRunSeconds * 1000).toISOString() : null,
      ok: ok[0]?.value === 1,
      durationSeconds: duration[0]?.value ?? 0,
      drift: Object.fromEntries(drift.map((value) => [String(value.labels.currency), value.value])),
      errors: errors[0]?.value ?? 0,
    };
  }
}
