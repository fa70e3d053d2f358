import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import NodeEnvironment from 'jest-environment-node';
import type { AppConfig } from '../../src/config/config.schema';
import { testAppEnv } from './app-env';
import type { TestApp } from './test-app';
import { lookupByName } from './by-name';
import { clearRedisPrefix, databaseUrl, onServer, templateDatabase } from './databases';

/** The compiled server (`npm run build -w server`; the global set-up builds it when stale). */
const DIST = resolve(__dirname, '../../dist');

/**
 * What a test file gets of its worker's shared app: the same fields as `TestApp`, but the Nest
 * application is the compiled build's, so `app.get` resolves a provider by its name (a class of
 * `src/`, the class's name as a string, or an injection symbol's description) rather than by
 * identity: the test's classes, compiled by jest, are not the build's.
 */
export type SharedAppHandle = Omit<TestApp, 'close'>;

/** Prefix of this run's shared databases and Redis keys: unique per jest run (the template's pid). */
export function sharedPrefix(): string {
  return `darkcity_test_shared_${templateDatabase().replace(/\D/g, '')}`;
}

/**
 * The worker's shared nodes (node 0, and node 1 for the files that need two nodes of one cluster),
 * each started by the first test file that asks for it and kept for every following file of the same
 * worker process. Module state, not per file: jest requires the test environment once per worker
 * process and makes a new instance of it per file.
 */
const shared = new Map<number, Promise<SharedAppHandle>>();

/** This worker's shared database (its name is also the Redis key prefix). */
const sharedName = () => `${sharedPrefix()}_w${process.env.JEST_WORKER_ID ?? '0'}_${process.pid}`;

/**
 * Starts the compiled server (Fastify, socket.io with the Redis adapter, BullMQ; timers on the
 * synchronous driver, cron schedules stopped) on a random port.
 * Node 0 first clones its database from the run's template; node 1 shares node 0's database and Redis
 * key prefix, as two replicas of one deployment do. Required natively, outside jest's per-file
 * module registry, so its modules load once per worker.
 */
async function startSharedApp(node: number): Promise<SharedAppHandle> {
  const distRequire = createRequire(join(DIST, 'main.js'));
  const { createApp } = distRequire('./app.factory');
  const { parseConfig } = distRequire('./config/config.schema');
  const { DataSource: DistDataSource } = distRequire('typeorm');
  const { ModulesContainer } = distRequire('@nestjs/core');
  const name = sharedName();
  if (node === 0) {
    await onServer([
      `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
      `CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`,
    ]);
  } else {
    await sharedApp(0);
  }
  // Timers on the synchronous driver: nothing fires by itself, a test fires the due ones
  // (`app.get<SyncTimers>('Timers').fireDue()`). The BullMQ driver is tested on apps of their own.
  const config: AppConfig = parseConfig(
    testAppEnv(databaseUrl(name), `test:${name}:`, { TIMER_DRIVER: 'sync' }),
  );
  const native: NestFastifyApplication = await createApp(config);
  if (node === 0) {
    // As `main.ts` boots an api node: the default catalogue and the first admin, before any file runs,
    // so no file finds the catalogue empty or holding only another file's rows.
    await native.get(distRequire('./default-content').DefaultContentService).loadIfEmpty();
    await native
      .get(distRequire('./modules/auth/auth.service').AuthService)
      .ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  }
  await native.listen(0, '127.0.0.1');
  // No schedule fires by itself either (the payroll's every minute, the leaderboard's every 5): each
  // would run at a moment no file chooses, the payroll paying the jobs earlier files took in the
  // middle of a later file's test. Their own files (jobs-payroll, leaderboard) run apps of their own.
  const { SchedulerRegistry } = distRequire('@nestjs/schedule');
  for (const job of native.get(SchedulerRegistry).getCronJobs().values()) job.stop();
  const { port } = native.getHttpServer().address() as { port: number };
  const app = lookupByName(native, native.get(ModulesContainer));
  return { app, config, url: `http://127.0.0.1:${port}`, dataSource: native.get(DistDataSource) };
}

/**
 * A file's own app from the compiled build (`startTestApp`, see there): configured from `env`
 * (`testAppEnv`'s strings), listening on a random port. Required natively like the shared app, so
 * the build's modules and node_modules load once per worker process instead of once per test file
 * through jest's module registry (about a second of CPU for each of the 31 files that start apps of
 * their own). The caller owns its database and Redis prefix.
 */
async function startDistApp(env: Record<string, string | undefined>): Promise<SharedAppHandle> {
  const distRequire = createRequire(join(DIST, 'main.js'));
  const { createApp } = distRequire('./app.factory');
  const { parseConfig } = distRequire('./config/config.schema');
  const { DataSource: DistDataSource } = distRequire('typeorm');
  const { ModulesContainer } = distRequire('@nestjs/core');
  const config: AppConfig = parseConfig(env);
  const native: NestFastifyApplication = await createApp(config);
  try {
    await native.listen(0, '127.0.0.1');
  } catch (error) {
    await native.close();
    throw error;
  }
  const { port } = native.getHttpServer().address() as { port: number };
  const app = lookupByName(native, native.get(ModulesContainer));
  return { app, config, url: `http://127.0.0.1:${port}`, dataSource: native.get(DistDataSource) };
}

/** The worker's shared node `node` (0 or 1), started on first use; a failed start is retried next time. */
function sharedApp(node: number): Promise<SharedAppHandle> {
  let started = shared.get(node);
  if (!started) {
    started = startSharedApp(node);
    started.catch(() => shared.delete(node));
    shared.set(node, started);
  }
  return started;
}

/**
 * Closes the worker's shared app, if it started: on jest-worker's end message in a worker process
 * (the process then exits on its own instead of being killed), and from the global teardown when
 * jest ran in band.
 */
export async function closeSharedApp(): Promise<void> {
  const started = [...shared.values()].reverse();
  shared.clear();
  for (const node of started) await (await node.catch(() => undefined))?.app.close();
}

/** jest-worker's message that ends a worker process (`CHILD_MESSAGE_END` in its types; not exported). */
const CHILD_MESSAGE_END = 2;

if (process.send) {
  const onMessage = (message: unknown) => {
    if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
    process.removeListener('message', onMessage);
    void closeSharedApp();
  };
  process.on('message', onMessage);
}

/**
 * jest-environment-node plus the worker's shared app, offered to test files as
 * `globalThis.__darkcitySharedApp(node)` (see `shared-app.ts`). After each file, every `jest.spyOn` the
 * file left on the app's services (a pinned random draw or clock) is restored, so the next file
 * finds the app as it started.
 */
export default class AppEnvironment extends NodeEnvironment {
  private readonly testPath: string;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.testPath = context.testPath;
  }

  override async setup(): Promise<void> {
    await super.setup();
    this.global.__darkcitySharedApp = (node = 0) => sharedApp(node);
    this.global.__darkcityStartDistApp = (env: Record<string, string | undefined>) => startDistApp(env);
    // The nodes the file asks for start here, before its hooks: a boot (seconds, a minute on a busy
    // machine) then does not count against the file's beforeAll timeout. A failed start is left to
    // the file's own call, which tries again and reports it.
    const source = readFileSync(this.testPath, 'utf8');
    if (source.includes('sharedTestApp(')) await sharedApp(0).catch(() => undefined);
    if (source.includes("sharedTestApp('second')")) await sharedApp(1).catch(() => undefined);
  }

  override async teardown(): Promise<void> {
    this.moduleMocker?.restoreAllMocks();
    await super.teardown();
  }
}

/**
 * Drops the run's shared databases and Redis keys (global teardown: the workers' apps end with their
 * processes, never closed).
 */
export async function dropSharedDatabases(): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${sharedPrefix()}\\_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
  await clearRedisPrefix(`test:${sharedPrefix()}_`);
}
