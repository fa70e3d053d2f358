import { randomUUID } from 'node:crypto';
import type { ModuleMetadata } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test, TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { CoreModule } from '../../src/common/core.module';
import { EventsModule } from '../../src/infra/events/events.module';
import { ConfigModule } from '../../src/config/config.module';
import { AppConfig, parseConfig } from '../../src/config/config.schema';
import { DatabaseModule } from '../../src/infra/database/database.module';
import { testAppEnv } from './app-env';
import { lookupByName } from './by-name';
import { dropDatabase, freshDatabase } from './databases';

/**
 * A service-level test's Nest module: the feature modules under test with their real repositories on
 * a database of its own cloned from the migrated template, the clock, random source and domain events
 * (CoreModule, EventsModule), and nothing else: no HTTP server, socket adapter, Redis or queues. For rules that
 * live in a service (the wallet's), where going through HTTP adds nothing; one HTTP test per route
 * family stays in the app-level files.
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
  const module = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      EventEmitterModule.forRoot(),
      CoreModule,
      EventsModule,
      DatabaseModule,
      ...imports,
    ],
  }).compile();
  await module.init();
  return {
    module,
    app: lookupByName(module, module.get(ModulesContainer)),
    config,
    dataSource: module.get(DataSource),
    async close() {
      await module.close();
      await dropDatabase(databaseUrl);
    },
  };
}

/** A player as the wallet knows one: a user and a character row, made in SQL (no sign-up). */
export interface CharacterRow {
  userId: string;
  characterId: number;
}

/** Inserts `count` users, each with a character at full health and energy. */
export async function insertCharacters(dataSource: DataSource, count: number): Promise<CharacterRow[]> {
  const made: CharacterRow[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await dataSource.query(`INSERT INTO users (display_name) VALUES ($1) RETURNING id`, [
      `service_${randomUUID().slice(0, 8)}`,
    ]);
    const [character] = await dataSource.query(
      `INSERT INTO characters (user_id, hp, energy) VALUES ($1, 100, 100) RETURNING id`,
      [user.id],
    );
    made.push({ userId: user.id, characterId: Number(character.id) });
  }
  return made;
}
