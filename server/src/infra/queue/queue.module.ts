import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import type Redis from 'ioredis';
import { BULL_REDIS } from '../redis/redis.module';
import { QueueName } from './queues';

/**
 * BullMQ on the app's Redis, under the app's key prefix, every queue and worker on one shared client
 * (BULL_REDIS); queues are registered once here.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG, BULL_REDIS],
      useFactory: (config: AppConfig, connection: Redis) => ({
        connection,
        prefix: `${config.REDIS_KEY_PREFIX}bull`,
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 3600, count: 10_000 },
          removeOnFail: { age: 86_400 },
        },
      }),
    }),
    BullModule.registerQueue({ name: QueueName.CONFINEMENT }),
    BullModule.registerQueue({ name: QueueName.TRAINING }),
    BullModule.registerQueue({ name: QueueName.PAYROLL }),
    BullModule.registerQueue({ name: QueueName.BLOOD_CONTRACTS }),
    BullModule.registerQueue({ name: QueueName.LEADERBOARD }),
    BullModule.registerQueue({ name: QueueName.BLACK_MARKET }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
