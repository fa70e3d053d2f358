import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** PostgreSQL and Redis found or started for one jest run. */
export interface TestServices {
  /** URL of the server's maintenance database `postgres` (tests replace the database name). */
  databaseUrl: string;
  redisUrl: string;
  /** Stops the embedded PostgreSQL and the redis-server this run started (nothing otherwise). */
  stop(): Promise<void>;
}

/** The part of scripts/services.mjs used here (that file is plain JavaScript, shared with `npm start`). */
interface ServicesModule {
  DATA: string;
  findServices(options: {
    databaseUrl?: string;
    redisUrl?: string;
    databaseVar: string;
    redisVar: string;
    database: string;
    postgres: { dir: string; port: number; flags?: string[]; throwaway?: boolean };
    redis: { dir: string; port: number; persistent: boolean };
    log: (line: string) => void;
  }): Promise<TestServices>;
}

// jest loads the global set-up as CommonJS, where TypeScript turns `import()` into `require()`;
// scripts/services.mjs is an ES module (import.meta), so Node's own import() loads it.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<ServicesModule>;

const running = globalThis as typeof globalThis & { darkcityTestServices?: TestServices };

/**
 * Finds or starts the tests' PostgreSQL and Redis with `npm start`'s finder (scripts/services.mjs):
 * TEST_DATABASE_URL / TEST_REDIS_URL when set; else the machine's PostgreSQL on 5432 (user
 * postgres, trust auth) and Redis on 6379 when they answer; else an embedded PostgreSQL on 54339
 * (data in .data/test-postgres, kept between runs, fsync off) and a redis-server on 63809 (nothing
 * written to disk). Sets TEST_DATABASE_URL and TEST_REDIS_URL, which `databases.ts` reads and
 * jest's workers inherit. Called by the global set-up; {@link stopTestServices} undoes it.
 * @throws Error with the finder's message (credentials refused, no redis-server on PATH, ...)
 */
export async function ensureTestServices(): Promise<TestServices> {
  const { DATA, findServices } = await importModule(
    pathToFileURL(join(__dirname, '..', '..', '..', 'scripts', 'services.mjs')).href,
  );
  const services = await findServices({
    databaseUrl: process.env.TEST_DATABASE_URL,
    redisUrl: process.env.TEST_REDIS_URL,
    databaseVar: 'TEST_DATABASE_URL',
    redisVar: 'TEST_REDIS_URL',
    database: 'postgres',
    postgres: {
      dir: join(DATA, 'test-postgres'),
      port: 54339,
      throwaway: true,
      // Throwaway test data: no need to survive a crash of the machine.
      flags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    },
    redis: { dir: join(DATA, 'test-redis'), port: 63809, persistent: false },
    log: (line) => console.log(`[test services] ${line}`),
  });
  process.env.TEST_DATABASE_URL = services.databaseUrl;
  process.env.TEST_REDIS_URL = services.redisUrl;
  running.darkcityTestServices = services;
  return services;
}

/** Stops what {@link ensureTestServices} started in this process (the global teardown calls it). */
export async function stopTestServices(): Promise<void> {
  const services = running.darkcityTestServices;
  running.darkcityTestServices = undefined;
  await services?.stop();
}
