/**
 * `npm run test:e2e`: starts one built app per jest worker (E2E_WORKERS, default one per core and
 * at least two), each on its own port (E2E_PORT, E2E_PORT + 1, ...), database and Redis key prefix, waits
 * for them to be healthy, runs the browser specs (each worker against its own app, see
 * worker-server.cjs), stops the apps and exits with jest's code. One worker per core, at least two:
 * a spec mostly waits on the app, Chromium or PostgreSQL (warm contexts, no animations, `settle`
 * instead of network lulls), so one worker with the lanes beside it kept two cores only about 73%
 * busy (vmstat, 2026-11-28); on 2 cores the browser stage took 241 s with two workers
 * under a load average of 8 to 12, against 369 to 476 s with one in the last CI runs (2026-11-29).
 * Run `npm run build` first (the start script builds only when nothing is built yet).
 * Extra arguments go to jest, e.g. `npm run test:e2e -w client -- -t "admin"`.
 * E2E_START_AFTER (a file path): the apps boot at once, the specs start only once that file exists
 * (`npm test` boots them during the server tests and creates the file when those end).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild } from '../../scripts/build.mjs';
import { DATA, findServices } from '../../scripts/services.mjs';

const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = resolve(clientDir, '..');
const require = createRequire(join(rootDir, 'package.json'));
const pg = require('pg');

const FIRST_PORT = Number(process.env.E2E_PORT ?? '3199');
/** Jest workers, each with its own app (E2E_WORKERS=1 runs the specs one at a time on one app). */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism())));
/**
 * PostgreSQL and Redis with `npm start`'s finder: E2E_PG_SERVER (a server URL without database) and
 * REDIS_URL when set; else the machine's on 5432 and 6379; else an embedded PostgreSQL on 54349
 * (.data/e2e-postgres) and a redis-server on 63819. The apps and the specs get REDIS_URL.
 */
const services = await findServices({
  databaseUrl: process.env.E2E_PG_SERVER && `${process.env.E2E_PG_SERVER.replace(/\/$/, '')}/postgres`,
  redisUrl: process.env.REDIS_URL,
  databaseVar: 'E2E_PG_SERVER',
  redisVar: 'REDIS_URL',
  database: 'postgres',
  postgres: { dir: join(DATA, 'e2e-postgres'), port: 54349, flags: ['-c', 'fsync=off'], throwaway: true },
  redis: { dir: join(DATA, 'e2e-redis'), port: 63819, persistent: false },
  log: (line) => console.log(`[e2e services] ${line}`),
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
process.env.REDIS_URL = services.redisUrl;
const DB_SERVER = services.databaseUrl.replace(/\/postgres$/, '');
const HEALTH_TIMEOUT_MS = 120_000;
const ADMIN_EMAIL = 'admin@e2e.test';
const ADMIN_PASSWORD = 'admin-e2e-pass';
const runId = Date.now();

/**
 * One app per worker: its port, its database (per port, so two runs on different E2E_PORTs never
 * share one) and its Redis key prefix (the ban test publishes the access invalidation on its
 * channel), as handed to the workers in E2E_SERVERS.
 */
const servers = Array.from({ length: WORKERS }, (_, index) => {
  const port = FIRST_PORT + index;
  const databaseName = port === 3199 ? 'darkcity_e2e' : `darkcity_e2e_${port}`;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    databaseName,
    databaseUrl: `${DB_SERVER}/${databaseName}`,
    redisKeyPrefix: `e2e:${runId}:${port}:`,
    logFile: join(clientDir, 'e2e', index === 0 ? 'server.log' : `server-${port}.log`),
  };
});

async function recreateDatabase(name) {
  const client = new pg.Client({ connectionString: `${DB_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

function startServer({ port, baseURL, databaseUrl, redisKeyPrefix, logFile }) {
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: rootDir,
    detached: true, // its own process group, so stopping it also stops what it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATABASE_URL: databaseUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      THROTTLE_AUTH_LIMIT: '1000',
      // As the server tests' apps (server/test/support/app-env.ts): `npm test` boots these beside the
      // server tests, and all of them share one PostgreSQL's 100 connections.
      DB_POOL_MAX: process.env.DB_POOL_MAX ?? '10',
      // A free metrics port: two e2e runs (or a running game) on one machine never clash on 9464.
      METRICS_PORT: process.env.METRICS_PORT ?? '0',
      LOG_LEVEL: 'warn',
    },
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  return server;
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      done();
    }
  });
}

async function waitForHealth(server, { baseURL, logFile }) {
  const logName = `client/e2e/${basename(logFile)}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with code ${server.exitCode}; see ${logName}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `${baseURL}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s; see ${logName}`,
  );
}

function runJest() {
  const jest = require.resolve('jest/bin/jest');
  const args = ['-c', 'e2e/jest.e2e.config.cjs', `--maxWorkers=${WORKERS}`, ...process.argv.slice(2)];
  const child = spawn(process.execPath, [jest, ...args], {
    cwd: clientDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_SERVERS: JSON.stringify(
        servers.map(({ baseURL, databaseUrl, redisKeyPrefix }) => ({ baseURL, databaseUrl, redisKeyPrefix })),
      ),
      E2E_ADMIN_EMAIL: ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
  });
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}

/**
 * Resolves once `path` exists (polled every 200 ms); exits (stopping the apps) when the process that
 * started this one is gone, so an interrupted `npm test` leaves no apps waiting.
 */
async function untilExists(path) {
  const parent = process.ppid;
  while (!existsSync(path)) {
    if (process.ppid !== parent) {
      await stopAll();
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts one app and resolves once it is healthy. */
async function boot(target) {
  await recreateDatabase(target.databaseName);
  const server = startServer(target);
  started.push(server);
  await waitForHealth(server, target);
}

const started = [];
const stopAll = () => Promise.all(started.map(stopServer)).then(() => services.stop());
let code = 1;
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
try {
  // When something is not built yet, the first app alone: its start script builds it, and two builds
  // into one dist/ at once would clash; the others then boot side by side. Built (as in `npm test`,
  // which builds first), every app boots at once.
  const bootStarted = Date.now();
  const first = needsBuild('server') || needsBuild('client') ? 1 : 0;
  if (first) await boot(servers[0]);
  await Promise.all(servers.slice(first).map(boot));
  console.log(`[e2e] ${servers.length} apps healthy in ${((Date.now() - bootStarted) / 1000).toFixed(1)} s`);
  if (process.env.E2E_START_AFTER) {
    const waitStarted = Date.now();
    await untilExists(process.env.E2E_START_AFTER);
    console.log(
      `[e2e] waited ${((Date.now() - waitStarted) / 1000).toFixed(1)} s for ${process.env.E2E_START_AFTER}`,
    );
  }
  code = await runJest();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
}
process.exit(code);
