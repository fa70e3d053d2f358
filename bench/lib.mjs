// Shared helpers of the benchmark suite: a server process on its own database, players, percentiles.
import { spawn } from 'node:child_process';
import { createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const require = createRequire(join(ROOT, 'package.json'));
const pg = require('pg');

export const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const JWT_SECRET = 'bench-only-secret-0123456789abcdef';
/**
 * The secret as the game verifies with it (auth.module: a KeyObject made once): given a string,
 * jsonwebtoken tries it as a public key first on every verify, which cost the bare servers ~15% of their CPU.
 */
export const JWT_KEY = createSecretKey(Buffer.from(JWT_SECRET));

export async function sql(database, text, params = []) {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/${database}` });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Gathers the planner's statistics after a bulk seed: a deployed database has them, a freshly seeded
 * one not until autovacuum's next round (up to a minute later). Without them PostgreSQL plans the
 * hot statements for empty tables, e.g. a lock of two cash accounts by an index scan over all of them.
 */
export async function analyze(database) {
  await sql(database, 'ANALYZE');
}

export async function freshDatabase(name) {
  await sql('postgres', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await sql('postgres', `CREATE DATABASE ${name}`);
  return `${PG_SERVER}/${name}`;
}

/**
 * Starts `node server/dist/main.js` and resolves once /api/health answers 200. BENCH_DIST names
 * another build of the game to run instead (e.g. `server/.old/dist`, built from an earlier commit),
 * to compare two builds under the same conditions; the bare baselines always use `server/dist`.
 */
export async function startServer({ port, database, prefix, env = {} }) {
  const main = join(ROOT, process.env.BENCH_DIST ?? 'server/dist', 'main.js');
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // GET /metrics on PORT + 50 (bench/sockets.mjs reads the memory there); bench ports stay in 3400..3499.
      METRICS_PORT: String(port + 50),
      DATABASE_URL: `${PG_SERVER}/${database}`,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET,
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'bench-admin-password',
      THROTTLE_AUTH_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      SERVE_CLIENT: 'false',
      // e.g. BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the game's nodes.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return {
          url,
          metricsUrl: `http://127.0.0.1:${port + 50}/metrics`,
          cpuMs: () => processCpuMs(child.pid),
          stop: () => stopProcess(child),
        };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; NaN elsewhere): the
 * server's CPU per operation holds steadier than its throughput on a machine shared with other work.
 */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of stat), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** A side's server CPU per request sent (`{ cpuMs, sent }`), as "1,234 µs". */
export function cpuPerOp({ cpuMs, sent }) {
  return `${fmt((cpuMs * 1000) / Math.max(1, sent))} µs`;
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

export async function call(url, method, path, { token, body } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Creates `count` set-up players through the API, `concurrency` at a time. */
export async function createPlayers(url, count, concurrency = 20) {
  const players = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      const session = await call(url, 'POST', '/api/auth/create-guest', {
        body: { firebaseUid: `bench-device-${i}-${process.pid}` },
      });
      await call(url, 'POST', '/api/auth/setup-account', {
        token: session.accessToken,
        body: {
          username: `b${process.pid % 10000}_${i}`.slice(0, 15),
          gender: 'male',
          age: 25,
          countryCode: 'SA',
          countryName: 'السعودية',
        },
      });
      players.push({ token: session.accessToken, userId: session.user.id });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return players;
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (n, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

/** `db_statements_total` of a server started by `startServer` (SQL statements it has sent so far). */
export async function statementsOf(server) {
  const text = await (await fetch(server.metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith('db_statements_total '));
  return line ? Number(line.split(' ')[1]) : NaN;
}

/** The 1-minute load average as `uptime` prints it, e.g. `2.31`. */
export function load() {
  return loadavg()[0].toFixed(2);
}

/** The economy audit (`GET /api/admin/economy/audit`) as the bench's admin sees it: `ok` and the counts. */
export async function economyAudit(url) {
  const admin = await call(url, 'POST', '/api/auth/login', {
    body: { email: 'admin@bench.test', password: 'bench-admin-password' },
  });
  const audit = await call(url, 'GET', '/api/admin/economy/audit', { token: admin.accessToken });
  return audit.ok ? 'audit ok' : `AUDIT FAILED ${JSON.stringify(audit)}`;
}
