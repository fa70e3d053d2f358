import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import { loggerOptions } from './infra/logging/logger-options';
import { CoreModule } from './common/core.module';
import { EventsModule } from './infra/events/events.module';
import { DefaultContentModule } from './default-content';
import { DomainExceptionFilter } from './common/errors/domain-exception.filter';
import { appValidationPipe } from './common/validation/validation.pipe';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/config.schema';
import { DatabaseModule } from './infra/database/database.module';
import { QueueModule } from './infra/queue/queue.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { REDIS, RedisModule } from './infra/redis/redis.module';
import { RateLimitModule } from './infra/rate-limit/rate-limit.module';
import { LifecycleModule } from './infra/lifecycle/lifecycle.module';
import { AdminModule } from './modules/admin/admin.module';
import { OperationsModule } from './modules/operations/operations.module';
import { AuthModule } from './modules/auth/auth.module';
import { BankModule } from './modules/bank/bank.module';
import { CharacterModule } from './modules/character/character.module';
import { ConfinementModule } from './modules/confinement/confinement.module';
import { CrimesModule } from './modules/crimes/crimes.module';
import { MediaModule } from './modules/media/media.module';
import { FeaturesModule } from './modules/features/features.module';
import { BlackMarketModule } from './modules/black-market/black-market.module';
import { TransfersModule } from './modules/transfers/transfers.module';
import { BloodContractsModule } from './modules/blood-contracts/blood-contracts.module';
import { FightModule } from './modules/fight/fight.module';
import { FairnessModule } from './modules/fairness/fairness.module';
import { GymModule } from './modules/gym/gym.module';
import { HealthModule } from './modules/health/health.module';
import { InfoboxModule } from './modules/infobox/infobox.module';
import { JobsWorkerModule } from './modules/jobs/jobs-worker.module';
import { AccountRightsModule } from './modules/account-rights/account-rights.module';
import { AccountRightsWorkerModule } from './modules/account-rights/account-rights-worker.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { LeaderboardWorkerModule } from './modules/leaderboard/leaderboard-worker.module';
import { LeaderboardModule } from './modules/leaderboard/leaderboard.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { ChatModule } from './modules/chat/chat.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { FriendsModule } from './modules/friends/friends.module';
import { GangsModule } from './modules/gangs/gangs.module';
import { GameNewsModule } from './modules/game-news/game-news.module';
import { GearModule } from './modules/gear/gear.module';
import { LoginGiftModule } from './modules/login-gift/login-gift.module';
import { TasksModule } from './modules/tasks/tasks.module';
import { MinistryMissionsModule } from './modules/ministry-missions/ministry-missions.module';
import { SuggestionsModule } from './modules/suggestions/suggestions.module';
import { PackagesModule } from './modules/packages/packages.module';
import { SpecialItemsModule } from './modules/special-items/special-items.module';
import { MessagesModule } from './modules/messages/messages.module';
import { PlayersModule } from './modules/players/players.module';
import { SettingsModule } from './modules/settings/settings.module';
import { UsersModule } from './modules/users/users.module';
import { WalletModule } from './modules/wallet/wallet.module';
import { WebPushModule } from './modules/web-push/web-push.module';
import { WebPushWorkerModule } from './modules/web-push/web-push-worker.module';

/**
 * The whole server for one configuration; `ROLE` decides whether this node runs the workers (the
 * timers' in `Timers`, the schedules' here).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const withWorker = config.ROLE !== 'api';
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CoreModule,
        EventsModule,
        LoggerModule.forRoot(loggerOptions(config)),
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        LifecycleModule,
        QueueModule,
        EventEmitterModule.forRoot(),
        ThrottlerModule.forRootAsync({
          inject: [REDIS],
          // The shared client: counters live under REDIS_KEY_PREFIX, shared by every replica.
          useFactory: (redis: Redis) => ({
            throttlers: [{ ttl: config.THROTTLE_AUTH_TTL_SECONDS * 1000, limit: config.THROTTLE_AUTH_LIMIT }],
            storage: new ThrottlerStorageRedisService(redis),
          }),
        }),
        RealtimeModule,
        AuthModule,
        CharacterModule,
        WalletModule,
        FeaturesModule,
        SettingsModule,
        InfoboxModule,
        UsersModule,
        AdminModule,
        ConfinementModule,
        MediaModule,
        CrimesModule,
        GymModule,
        JobsModule,
        BankModule,
        FightModule,
        FairnessModule,
        BloodContractsModule,
        PlayersModule,
        LeaderboardModule,
        ModerationModule,
        ChatModule,
        NotificationsModule,
        FriendsModule,
        MessagesModule,
        GangsModule,
        GearModule,
        LoginGiftModule,
        TasksModule,
        MinistryMissionsModule,
        GameNewsModule,
        SuggestionsModule,
        BlackMarketModule,
        TransfersModule,
        SpecialItemsModule,
        PackagesModule,
        AccountRightsModule,
        WebPushModule,
        // Schedules only enqueue; they run where the workers run (DESIGN.md section 1).
        ...(withWorker ? [ScheduleModule.forRoot(), JobsWorkerModule] : []),
        ...(withWorker ? [LeaderboardWorkerModule] : []),
        ...(withWorker ? [AccountRightsWorkerModule] : []),
        ...(withWorker ? [WebPushWorkerModule] : []),
        DefaultContentModule,
        HealthModule,
        MetricsModule,
        OperationsModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: APP_PIPE, useValue: appValidationPipe },
      ],
    };
  }
}
