import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { WorkerHost } from '@nestjs/bullmq';
import { DiscoveryService } from '@nestjs/core';
import Redis from 'ioredis';
import { Timers } from '../queue/timers';
import { REDIS } from '../redis/redis.module';

/** Whether a Redis eviction policy is safe for BullMQ (DESIGN.md section 4: jobs must never be evicted). */
export function isSafeEvictionPolicy(policy: string | undefined): boolean {
  return policy === 'noeviction';
}

/**
 * Process lifecycle for running in a cluster (DESIGN.md sections 3 and 8): warns at boot when
 * Redis may evict queue keys, and marks the node as draining on shutdown so readiness
 * (`/api/health/ready`, `/api/health`) answers 503 and load balancers stop sending it traffic while
 * sockets, workers and pools close.
 *
 * Queue workers stop here, before Nest closes the socket adapter (NestApplication.dispose) and long
 * before @nestjs/bullmq would close them (onApplicationShutdown): a job still running finishes while
 * its pushes (`jail:leave`, `training:complete`, ...) can still reach the players on other nodes.
 */
@Injectable()
export class LifecycleService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LifecycleService.name);
  private drainStart: Date | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly discovery: DiscoveryService,
    private readonly timers: Timers,
  ) {}

  get draining(): boolean {
    return this.drainStart !== null;
  }

  /** When the node began draining (shutdown), or null while it serves: liveness reads its deadline from it. */
  get drainingSince(): Date | null {
    return this.drainStart;
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const [, policy] = (await this.redis.config('GET', 'maxmemory-policy')) as [string, string];
      if (!isSafeEvictionPolicy(policy)) {
        this.logger.warn(
          `Redis maxmemory-policy is '${policy}': BullMQ jobs (hospital, jail, training, contract timers) can be evicted. Set it to 'noeviction'.`,
        );
      }
    } catch (error) {
      // Managed Redis services often refuse CONFIG; the policy is then the operator's to check.
      this.logger.warn(
        `could not read Redis maxmemory-policy (${String(error)}); make sure it is 'noeviction'`,
      );
    }
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.drainStart = new Date();
    this.logger.log(
      `draining on ${signal ?? 'shutdown'}: health answers 503, sockets are told to reconnect elsewhere`,
    );
    await this.stopQueueWorkers();
  }

  /** Stops taking jobs and waits for the running ones (each worker's `close()`, the timers' and the schedules'; idempotent). */
  private async stopQueueWorkers(): Promise<void> {
    const scheduled = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .flatMap((host) => {
        try {
          return [host.worker];
        } catch {
          return []; // not started (@nestjs/bullmq throws when the worker was never created)
        }
      });
    await Promise.all([...this.timers.workers(), ...scheduled].map((worker) => worker.close()));
  }
}
