/**
 * `npm run test:e2e`: starts the built app on its own port and database, waits for it to be
 * healthy, runs the browser specs, stops the app and exits with jest's code.
 * Run `npm run build` first (the start script builds only when nothing is built yet).
 * Extra arguments go to jest, e.g. `npm run test:e2e -w client -- -t "admin"`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = resolve(clientDir, '..');
const require = createRequire(join(rootDir, 'package.json'));
const pg = require('pg');

const PORT = process.env.E2E_PORT ?? '3199';
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DB_SERVER = process.env.E2E_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
/** Its own database per port, so two runs on different ports (E2E_PORT) never share one. */
const DB_NAME = PORT === '3199' ? 'darkcity_e2e' : `darkcity_e2e_${PORT}`;
const HEALTH_TIMEOUT_MS = 120_000;
const ADMIN_EMAIL = 'admin@e2e.test';
const ADMIN_PASSWORD = 'admin-e2e-pass';
/** The server's Redis key prefix; the ban test publishes the access invalidation on its channel. */
const REDIS_KEY_PREFIX = `e2e:${Date.now()}:`;

async function recreateDatabase() {
  const client = new pg.Client({ connectionString: `${DB_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await client.end();
  }
}

function startServer() {
  const log = createWriteStream(join(clientDir, 'e2e', 'server.log'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: rootDir,
    detached: true, // its own process group, so stopping it also stops what it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT,
      PUBLIC_URL: BASE_URL,
      DATABASE_URL: `${DB_SERVER}/${DB_NAME}`,
      REDIS_KEY_PREFIX,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      THROTTLE_AUTH_LIMIT: '1000',
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

async function waitForHealth(server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with code ${server.exitCode}; see client/e2e/server.log`);
    try {
      const response = await fetch(`${BASE_URL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s; see client/e2e/server.log`,
  );
}

function runJest() {
  const jest = require.resolve('jest/bin/jest');
  const child = spawn(process.execPath, [jest, '-c', 'e2e/jest.e2e.config.cjs', ...process.argv.slice(2)], {
    cwd: clientDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: BASE_URL,
      E2E_ADMIN_EMAIL: ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
      E2E_DATABASE_URL: `${DB_SERVER}/${DB_NAME}`,
      E2E_REDIS_KEY_PREFIX: REDIS_KEY_PREFIX,
    },
  });
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}

let server;
let code = 1;
process.once('SIGINT', () => {
  if (server) void stopServer(server).then(() => process.exit(130));
  else process.exit(130);
});
try {
  await recreateDatabase();
  server = startServer();
  await waitForHealth(server);
  code = await runJest();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (server) await stopServer(server);
}
process.exit(code);
