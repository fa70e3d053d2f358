import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';

/** Injection token of the shared ioredis client; its keys are prefixed with REDIS_KEY_PREFIX. */
export const REDIS = Symbol('REDIS');

/**
 * Injection token of the ioredis client every BullMQ queue and worker of the node shares for its
 * ordinary commands (no keyPrefix: BullMQ prefixes its keys itself); each worker adds one blocking
 * connection of its own (BullMQ docs, "Connections"). Six queues and six workers: 7 connections,
 * not 18.
 */
export const BULL_REDIS = Symbol('BULL_REDIS');

/**
 * The name a node's Redis connections carry (CLIENT SETNAME, shown by CLIENT LIST), e.g.
 * `darkcity:api:bull`; the connections duplicated from a client (subscribers, BullMQ's blocking
 * ones) carry its name too.
 */
export function clientName(config: AppConfig, client: 'app' | 'bull' | 'socket.io'): string {
  return `${config.REDIS_KEY_PREFIX}${config.ROLE}:${client}`.replace(/\s/g, '_');
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      // Auto-pipelining: the commands every request issues in one event-loop turn (rate limits,
      // presence, caches) leave in one write instead of one write each (ioredis README, "Autopipelining").
      useFactory: (config: AppConfig) =>
        new Redis(config.REDIS_URL, {
          keyPrefix: config.REDIS_KEY_PREFIX,
          maxRetriesPerRequest: 3,
          enableAutoPipelining: true,
          connectionName: clientName(config, 'app'),
        }),
    },
    {
      provide: BULL_REDIS,
      inject: [APP_CONFIG],
      // No retry limit: BullMQ's workers require it.
      useFactory: (config: AppConfig) =>
        new Redis(config.REDIS_URL, {
          maxRetriesPerRequest: null,
          connectionName: clientName(config, 'bull'),
        }),
    },
  ],
  exports: [REDIS, BULL_REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(BULL_REDIS) private readonly bullRedis: Redis,
  ) {}

  /**
   * Quits both clients. The queue workers stopped before (LifecycleService, beforeApplicationShutdown);
   * BullMQ never quits a shared client, and a queue closed after this has nothing left to send.
   */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [this.redis, this.bullRedis].map((client) => client.quit().catch(() => client.disconnect())),
    );
  }
}
