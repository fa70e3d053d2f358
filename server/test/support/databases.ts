import Redis from 'ioredis';
import { Client } from 'pg';

/** PostgreSQL server the tests use: TEST_DATABASE_URL's server, else local trust auth on 5432. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The tests' Redis: TEST_REDIS_URL (set by global-setup's finder, inherited by the workers), else 6379.
 * Read at each call: the global teardown imports this file before the set-up has found the services.
 */
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The migrated template of this jest run (set by global-setup, inherited by the workers). */
export const templateDatabase = () => process.env.TEST_TEMPLATE_DATABASE ?? 'darkcity_test_template';

export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? TEST_SERVER_URL); // set by global-setup's finder
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The URL the app under test gets for a database: TEST_APP_DATABASE_HOST / TEST_APP_DATABASE_PORT,
 * when set, point it at a pooler in front of the server (scripts/ci/pgbouncer-slice.sh); set-up and
 * drops keep the direct URL.
 */
export function appDatabaseUrl(url: string): string {
  const app = new URL(url);
  app.hostname = process.env.TEST_APP_DATABASE_HOST ?? app.hostname;
  app.port = process.env.TEST_APP_DATABASE_PORT ?? app.port;
  return app.toString();
}

/** Runs statements on the server's maintenance database. */
export async function onServer(statements: string[]): Promise<void> {
  const client = new Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

let counter = 0;

/** A fresh database for one test file, cloned from the migrated template. @returns its URL. */
export async function freshDatabase(): Promise<string> {
  const name = `darkcity_test_w${process.env.JEST_WORKER_ID ?? '0'}_${process.pid}_${counter++}`;
  await onServer([
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`,
  ]);
  return databaseUrl(name);
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onServer([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}

/** Deletes every Redis key under a prefix (a test's own keys only). */
export async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl());
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
