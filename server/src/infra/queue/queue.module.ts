import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { BootWork } from '../lifecycle/boot-work.service';
import { BullTimers } from './bull-timers';
import { SyncTimers } from './sync-timers';
import { TimerQueueName, Timers } from './timers';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import type Redis from 'ioredis';
import { BULL_REDIS } from '../redis/redis.module';
import { QueueName } from './queues';

/** The queues that carry timers, one per timer. */
const TIMER_QUEUES: readonly TimerQueueName[] = [
  QueueName.CONFINEMENT,
  QueueName.TRAINING,
  QueueName.BLOOD_CONTRACTS,
  QueueName.BLACK_MARKET,
  QueueName.ACCOUNT_DELETION,
];

/**
 * BullMQ on the app's Redis, under the app's key prefix, every queue and worker on one shared client
 * (BULL_REDIS); queues are registered once here. Also the timer driver (`Timers`): `BullTimers`, or
 * `SyncTimers` when `TIMER_DRIVER=sync` (tests only).
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
    BullModule.registerQueue({ name: QueueName.ACCOUNT_DELETION }),
    BullModule.registerQueue({ name: QueueName.DATA_EXPORT }),
    BullModule.registerQueue({ name: QueueName.PUSH }),
  ],
  providers: [
    {
      provide: Timers,
      inject: [APP_CONFIG, BootWork, Clock, ...TIMER_QUEUES.map((name) => getQueueToken(name))],
      useFactory: (config: AppConfig, bootWork: BootWork, clock: Clock, ...queues: Queue[]): Timers =>
        config.TIMER_DRIVER === 'sync'
          ? new SyncTimers(clock)
          : new BullTimers(
              config,
              new Map(TIMER_QUEUES.map((name, index) => [name, queues[index]])),
              bootWork,
              clock,
            ),
    },
  ],
  exports: [BullModule, Timers],
})
export class QueueModule {}
