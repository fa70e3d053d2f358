import { randomUUID } from 'node:crypto';
import { Global, Inject, Injectable, Module, ModuleMetadata, OnModuleDestroy } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import Redis from 'ioredis';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test, TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { CoreModule } from '../../src/common/core.module';
import { Clock } from '../../src/common/clock';
import { EventsModule } from '../../src/infra/events/events.module';
import { SyncTimers } from '../../src/infra/queue/sync-timers';
import { Timers } from '../../src/infra/queue/timers';
import { GameGatewayRouter } from '../../src/infra/realtime/game-gateway.router';
import { PresenceService } from '../../src/infra/realtime/presence.service';
import { RealtimeGateway } from '../../src/infra/realtime/realtime.gateway';
import { RealtimePublisher } from '../../src/infra/realtime/realtime.publisher';
import { AccountSetupRegistry } from '../../src/modules/auth/account-setup.registry';
import { AuthGuard } from '../../src/modules/auth/auth.guard';
import { GameMetrics } from '../../src/modules/metrics/game-metrics';
import { MetricsService } from '../../src/modules/metrics/metrics.service';
import { APP_CONFIG, ConfigModule } from '../../src/config/config.module';
import { AppConfig, parseConfig } from '../../src/config/config.schema';
import { DatabaseModule } from '../../src/infra/database/database.module';
import { testAppEnv } from './app-env';
import { lookupByName } from './by-name';
import { dropDatabase, freshDatabase } from './databases';

/**
 * The process plumbing a feature module injects, as a process without a socket server, Redis or
 * queues has it; all of it the app's own classes:
 * - `RealtimePublisher` never attached to a socket server (no socket adapter here), so every push
 *   goes nowhere; its `PresenceService` is never started (no Redis subscription, nobody may hold a
 *   socket), on an ioredis client that never connects;
 * - `Timers`: the synchronous test driver (`SyncTimers`, as the test apps' `TIMER_DRIVER=sync`): a
 *   test fires due timers itself (`app.app.get<SyncTimers>('Timers').fireDue()`);
 * - `GameMetrics` on a Prometheus registry of its own (`MetricsService`), served by no HTTP server;
 * - `AccountSetupRegistry` (the auth module's, where CharacterModule registers its step), without
 *   the rest of the auth module: the tests make their users and characters in SQL.
 * `PresenceService` itself is not provided: a module that injects it (GangsService) needs Redis.
 */
@Injectable()
class Unplugged implements OnModuleDestroy {
  private readonly redis: Redis;
  readonly publisher: RealtimePublisher;
  readonly metrics: MetricsService;

  constructor(@Inject(APP_CONFIG) config: AppConfig, clock: Clock, modules: ModulesContainer) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, keyPrefix: config.REDIS_KEY_PREFIX });
    const presence = new PresenceService(this.redis, clock, config);
    this.publisher = new RealtimePublisher(presence);
    this.metrics = new MetricsService(
      new RealtimeGateway(presence, this.publisher, new GameGatewayRouter(modules)),
    );
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}

@Global()
@Module({
  providers: [
    Unplugged,
    { provide: RealtimePublisher, inject: [Unplugged], useFactory: (u: Unplugged) => u.publisher },
    { provide: MetricsService, inject: [Unplugged], useFactory: (u: Unplugged) => u.metrics },
    { provide: Timers, inject: [Clock], useFactory: (clock: Clock) => new SyncTimers(clock) },
    GameMetrics,
    AccountSetupRegistry,
  ],
  exports: [RealtimePublisher, Timers, GameMetrics, AccountSetupRegistry],
})
class UnpluggedModule {}

/**
 * A service-level test's Nest module: the feature modules under test with their real repositories on
 * a database of its own cloned from the migrated template, the clock, random source and domain events
 * (CoreModule, EventsModule), the plumbing of `Unplugged` (a publisher that reaches no socket, the
 * synchronous timers, metrics nobody scrapes), and nothing else: no HTTP server, socket adapter,
 * Redis or queues. For rules that live in a service (the wallet's, transfers', the black market's,
 * the gang treasury's), where going through HTTP adds nothing; one HTTP test per route family stays
 * in the app-level files.
 */
export interface ServiceModule {
  module: TestingModule;
  /** The module with `get` finding a provider by its name, as `TestApp.app` does. */
  app: TestingModule;
  config: AppConfig;
  dataSource: DataSource;
  /** Stops the module and drops its database. */
  close(): Promise<void>;
}

/** Compiles and initialises `imports` on a fresh database (see `ServiceModule`). */
export async function startServiceModule(
  imports: NonNullable<ModuleMetadata['imports']>,
): Promise<ServiceModule> {
  const databaseUrl = await freshDatabase();
  const config = parseConfig(testAppEnv(databaseUrl, `test:${randomUUID()}:`));
  let module: TestingModule | undefined;
  try {
    module = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(config),
        EventEmitterModule.forRoot(),
        CoreModule,
        EventsModule,
        DatabaseModule,
        UnpluggedModule,
        ...imports,
      ],
    })
      // The feature gateways' guard (socket-only; its account checks need Redis and the auth module):
      // no socket server runs here, and the stand-in would refuse any event that reached a gateway.
      .overrideGuard(AuthGuard)
      .useValue({ canActivate: () => false })
      .compile();
    await module.init();
  } catch (error) {
    await module?.close();
    await dropDatabase(databaseUrl);
    throw error;
  }
  const started = module;
  return {
    module: started,
    app: lookupByName(started, started.get(ModulesContainer)),
    config,
    dataSource: started.get(DataSource),
    async close() {
      await started.close();
      await dropDatabase(databaseUrl);
    },
  };
}

/** A player as the wallet knows one: a user and a character row, made in SQL (no sign-up). */
export interface CharacterRow {
  userId: string;
  characterId: number;
  /** The account's username (unique, `p_` and 10 hex digits): what transfers address a player by. */
  username: string;
}

/**
 * Inserts `count` users with their account set up, a username and a character at full health and
 * energy, at `level` (1 unless told).
 */
export async function insertCharacters(
  dataSource: DataSource,
  count: number,
  { level = 1 }: { level?: number } = {},
): Promise<CharacterRow[]> {
  const made: CharacterRow[] = [];
  for (let i = 0; i < count; i++) {
    const username = `p_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const [user] = await dataSource.query(
      `INSERT INTO users (display_name, username, account_setup_completed) VALUES ($1, $1, true) RETURNING id`,
      [username],
    );
    const [character] = await dataSource.query(
      `INSERT INTO characters (user_id, hp, energy, level) VALUES ($1, 100, 100, $2) RETURNING id`,
      [user.id, level],
    );
    made.push({ userId: user.id, characterId: Number(character.id), username });
  }
  return made;
}
