import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';

/** Injection token of the shared ioredis client; its keys are prefixed with REDIS_KEY_PREFIX. */
export const REDIS = Symbol('REDIS');

/** Connection options for BullMQ, which needs its own connections and no ioredis keyPrefix. */
export function bullConnection(config: AppConfig) {
  const url = new URL(config.REDIS_URL);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  };
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
        }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
