import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
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
  /** Environment overrides (strings, as in process.env; undefined leaves a variable unset). */
  env?: Record<string, string | undefined>;
  /** Share another instance's database and Redis prefix (a second node of one cluster). */
  shareWith?: TestApp;
  /**
   * Start the app from `src/` through jest's module registry (its classes are then the test's own:
   * `app.get(Class)` by identity, the test's entities in `dataSource`) rather than from the compiled
   * build, loaded once per worker (the default in the integration project; elsewhere, as in the fault
   * project, apps always start from source).
   */
  fromSource?: boolean;
}

/** Starts the real server (Fastify, socket.io with the Redis adapter, BullMQ) for an integration test. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareWith;
  const databaseUrl = shared?.config.DATABASE_URL ?? (await freshDatabase());
  const env = testAppEnv(
    databaseUrl,
    shared?.config.REDIS_KEY_PREFIX ?? `test:${randomUUID()}:`,
    options.env,
  );
  const config = parseConfig(env);
  const close = async (app: { close(): Promise<void> }) => {
    await app.close();
    if (!shared) {
      await clearRedisPrefix(config.REDIS_KEY_PREFIX);
      await dropDatabase(databaseUrl);
    }
  };
  const startDist = (
    globalThis as {
      __darkcityStartDistApp?: (env: Record<string, string | undefined>) => Promise<Omit<TestApp, 'close'>>;
    }
  ).__darkcityStartDistApp;
  if (startDist && !options.fromSource) {
    const handle = await startDist(env);
    return { ...handle, close: () => close(handle.app) };
  }
  // Loaded here only: the source graph (Nest, TypeORM, the whole server) costs a file that starts from
  // the build nothing.
  const [{ createApp }, { ModulesContainer }, { DataSource: SourceDataSource }] = await Promise.all([
    import('../../src/app.factory'),
    import('@nestjs/core'),
    import('typeorm'),
  ]);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app: lookupByName(app, app.get(ModulesContainer)),
    config,
    url: `http://127.0.0.1:${address.port}`,
    dataSource: app.get(SourceDataSource),
    close: () => close(app),
  };
}
