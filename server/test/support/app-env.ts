import { appDatabaseUrl, testRedisUrl } from './databases';

/**
 * Connections of a test app's pool (DB_POOL_MAX; TEST_APP_DB_POOL_MAX overrides): half the
 * production default, since three jest workers, each with its shared nodes and the files' own apps,
 * and the browser tests' apps booting beside them share one PostgreSQL's 100 connections. With 20,
 * a 200-operation hammer in one worker took the server past 100 and got "too many clients"
 * (2026-11-29).
 */
const TEST_POOL_MAX = '10';

/**
 * The environment (process.env-style strings) a test app is configured with: its database, Redis
 * key prefix, a pool of TEST_POOL_MAX connections, no rate limit on sign-ins, silent logs, no static
 * client and a free metrics port. Shared by `startTestApp` (an app of the test file's own) and the
 * per-worker shared app (`app-environment.ts`), so both run the same configuration. An override
 * that is undefined leaves the variable unset (the server's default).
 */
export function testAppEnv(
  databaseUrl: string,
  redisKeyPrefix: string,
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: appDatabaseUrl(databaseUrl),
    DB_POOL_MAX: process.env.TEST_APP_DB_POOL_MAX ?? TEST_POOL_MAX,
    DB_PREPARED_STATEMENTS: process.env.TEST_APP_DB_PREPARED_STATEMENTS,
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: redisKeyPrefix,
    THROTTLE_AUTH_LIMIT: '100000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_CLIENT: 'false',
    // Prometheus' port: a free one per test server.
    METRICS_PORT: '0',
    // Web push on (issue 26): a fixed VAPID pair made for the tests, never used anywhere else.
    VAPID_PUBLIC_KEY:
      'BE0VBI18Lv8eA1a7ubt0SOw1g7Q26P_18HW9JKow7eeujInCrfVojgEI61RRIdDmbnf7ji9-ikv9k0VcAYkMoP8',
    VAPID_PRIVATE_KEY: '3HpucZetdKccWiJ2EEeDKgaGqnIjj4z98gTBfVnA5JU',
    ...overrides,
  };
}
