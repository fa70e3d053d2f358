import { Inject, Injectable } from '@nestjs/common';
import {
  HealthCheckResult,
  HealthCheckService,
  HealthIndicatorResult,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import Redis from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { LifecycleService } from '../../infra/lifecycle/lifecycle.service';
import { REDIS } from '../../infra/redis/redis.module';
import { EventLoopWatch } from './event-loop-watch';

/** How long readiness waits for PostgreSQL's `SELECT 1` (ms). */
export const DATABASE_PING_TIMEOUT_MS = 3_000;

/**
 * How long readiness waits for Redis' PING (ms). ioredis keeps commands in its offline queue while
 * it reconnects (and retries them up to three reconnections): without this bound a Redis outage
 * would hold every probe until the probe's own timeout.
 */
export const REDIS_PING_TIMEOUT_MS = 2_000;

/**
 * `work`, or a rejection after `ms` milliseconds if it has not settled by then. `work` itself is not
 * cancelled (a late rejection of it is handled, not reported as unhandled).
 * @throws Error `${what} did not answer within ${ms} ms` on timeout, or whatever `work` rejects with
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether a node that began draining at `drainingSince` has outlived its shutdown budget
 * (SHUTDOWN_TIMEOUT_SECONDS, in seconds) at `now`: main.ts exits by then, so a node still answering
 * is stuck in its shutdown and should be restarted. False while the node serves (null).
 */
export function pastShutdownDeadline(drainingSince: Date | null, timeoutSeconds: number, now: Date): boolean {
  return drainingSince !== null && now.getTime() - drainingSince.getTime() > timeoutSeconds * 1000;
}

/**
 * The two probes (DESIGN.md section 10), as terminus reports (`{ status, info, error, details }`,
 * 503 when a check is down):
 * - liveness checks the process only: the event loop is responsive ({@link EventLoopWatch}) and the
 *   node is not past its shutdown deadline. It never calls PostgreSQL or Redis: an outage of either
 *   must not make the orchestrator restart every node at once (they would come back as a herd and
 *   change nothing about the outage);
 * - readiness checks what serving needs: PostgreSQL and Redis answer a ping (each within its
 *   timeout, concurrently, so it answers within about 3 s) and the node is not draining.
 */
@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly lifecycle: LifecycleService,
    private readonly eventLoop: EventLoopWatch,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Liveness: `eventLoop` (longest recent delay, in ms) and `shutdown`. */
  live(): Promise<HealthCheckResult> {
    return this.health.check([() => this.eventLoopCheck(), () => this.shutdownCheck()]);
  }

  /** Readiness: `lifecycle` (draining or not), `database` and `redis`. */
  ready(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.drainingCheck(),
      () => this.database.pingCheck('database', { timeout: DATABASE_PING_TIMEOUT_MS }),
      () => this.redisCheck(),
    ]);
  }

  private eventLoopCheck(): HealthIndicatorResult {
    const indicator = this.indicators.check('eventLoop');
    const details = { maxDelayMs: this.eventLoop.recentMaxDelayMs() };
    return this.eventLoop.responsive() ? indicator.up(details) : indicator.down(details);
  }

  private shutdownCheck(): HealthIndicatorResult {
    const indicator = this.indicators.check('shutdown');
    const since = this.lifecycle.drainingSince;
    if (!since) return indicator.up();
    const details = { drainingSince: since.toISOString() };
    return pastShutdownDeadline(since, this.config.SHUTDOWN_TIMEOUT_SECONDS, new Date())
      ? indicator.down({ ...details, message: 'past its shutdown deadline' })
      : indicator.up(details);
  }

  private drainingCheck(): HealthIndicatorResult {
    const indicator = this.indicators.check('lifecycle');
    return this.lifecycle.draining ? indicator.down({ message: 'draining' }) : indicator.up();
  }

  private async redisCheck(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('redis');
    try {
      await withTimeout(this.redis.ping(), REDIS_PING_TIMEOUT_MS, 'Redis');
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: String(error) });
    }
  }
}
