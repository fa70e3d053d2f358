import { randomUUID } from 'node:crypto';
import { ModulesContainer } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AppConfig, parseConfig } from '../../src/config/config.schema';
import { testAppEnv } from './app-env';
import { lookupByName } from './by-name';
import { clearRedisPrefix, dropDatabase, freshDatabase } from './databases';

/** A running server on a random port with its own database and Redis key prefix. */
export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  dataSource: DataSource;
  /** Stops the server; drops the database and Redis keys unless another instance shares them. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides (strings, as in process.env). */
  env?: Record<string, string>;
  /** Share another instance's database and Redis prefix (a second node of one cluster). */
  shareWith?: TestApp;
}

/** Starts the real server (Fastify, socket.io with the Redis adapter, BullMQ) for an integration test. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareWith;
  const databaseUrl = shared?.config.DATABASE_URL ?? (await freshDatabase());
  const config = parseConfig(
    testAppEnv(databaseUrl, shared?.config.REDIS_KEY_PREFIX ?? `test:${randomUUID()}:`, options.env),
  );
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app: lookupByName(app, app.get(ModulesContainer)),
    config,
    url: `http://127.0.0.1:${address.port}`,
    dataSource: app.get(DataSource),
    async close() {
      await app.close();
      if (!shared) {
        await clearRedisPrefix(config.REDIS_KEY_PREFIX);
        await dropDatabase(databaseUrl);
      }
    },
  };
}
