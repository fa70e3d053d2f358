// Worker boot as bench/timers.mjs measures it (spawn of `node <dist>/main.js` with ROLE=worker to the
// first 200 of /api/health, while an api node plays fights on 25 connections and 10,000 jail
// releases wait for the worker's boot reconciler), but BOOT_RUNS times (default 7) per build, polling
// every 20 ms instead of 200 ms. Also reads the worker's CPU time (user + system, /proc, Linux) at
// that first 200: on a shared machine it varies far less than the wall time.
// BOOT_DIST=server/dist,server/.old/dist boots two builds in turn (A B A B ...), so both see the
// same load. Ports: BOOT_PORT (api node, default 3600) and BOOT_PORT + 1 (worker), + 50 for metrics.
// Usage: node bench/boot.mjs   (after `npm run build -w server`)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attack, seedFighters } from './fights.mjs';
import {
  freshDatabase,
  JWT_SECRET,
  load,
  PG_SERVER,
  REDIS_URL,
  require,
  ROOT,
  sql,
  startServer,
  stopProcess,
} from './lib.mjs';

const Redis = require('ioredis');

const RUNS = Number(process.env.BOOT_RUNS ?? 7);
const PORT = Number(process.env.BOOT_PORT ?? 3600);
const DISTS = (process.env.BOOT_DIST ?? 'server/dist').split(',');
const JAILED = 10_000;
const database = 'darkcity_bench_boot';
const prefix = `bench:boot:${Date.now()}:`;

/** utime + stime of a process in seconds (Linux: /proc/<pid>/stat, clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Spawns a worker node of one build on its own Redis prefix (so its reconciler enqueues every
 * release again, as on a fresh deployment); resolves with the seconds from spawn to the first 200
 * of /api/health and the CPU seconds it had used by then, after stopping it.
 */
async function bootWorker(dist, run) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, dist, 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ROLE: 'worker',
      PORT: String(PORT + 1),
      METRICS_PORT: String(PORT + 51),
      DATABASE_URL: `${PG_SERVER}/${database}`,
      REDIS_URL,
      REDIS_KEY_PREFIX: `${prefix}${run}:`,
      JWT_SECRET,
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      SERVE_CLIENT: 'false',
    },
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT + 1}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('worker exited');
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(child.pid);
  await stopProcess(child);
  return { seconds, cpu };
}

const fmt = (n) => n.toFixed(2);
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${fmt(sorted[0])}, median ${fmt(sorted[Math.floor((sorted.length - 1) / 2)])}, max ${fmt(sorted.at(-1))}`;
};

await freshDatabase(database);
const apiNode = await startServer({ port: PORT, database, prefix, env: { ROLE: 'api' } });
try {
  const fighters = await seedFighters(database, 20_000);
  // Jailed for an hour: every worker boot enqueues their releases, none falls due meanwhile.
  await sql(
    database,
    `WITH u AS (
       INSERT INTO users (display_name, username, account_setup_completed)
       SELECT 'bench', 'bb' || g, true FROM generate_series(1, ${JAILED}) g RETURNING id
     )
     INSERT INTO characters (user_id, hp, energy, jail_until) SELECT id, 1000, 100, now() + interval '1 hour' FROM u`,
  );
  // One throw-away boot per build: fills the compile cache, as any earlier start would have.
  for (const dist of DISTS) await bootWorker(dist, `warm-${dist}`);
  const loadBefore = load();
  const cursor = { next: 0 };
  const boots = new Map(DISTS.map((dist) => [dist, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const dist of DISTS) {
      // Fights from a second before the spawn to past the first 200.
      const fights = attack(apiNode.url, fighters, 0, 1, 8, cursor);
      await new Promise((r) => setTimeout(r, 1000));
      const boot = await bootWorker(dist, `${run}-${dist}`);
      boots.get(dist).push(boot);
      await fights;
      process.stderr.write(
        `${dist} boot ${run + 1}: ${fmt(boot.seconds)} s, ${fmt(boot.cpu)} s CPU (load ${load()})\n`,
      );
    }
  }
  for (const [dist, runs] of boots)
    console.log(
      `${dist}: worker boot over ${RUNS} boots under fight load: ${spread(runs.map((b) => b.seconds))} s; CPU ${spread(runs.map((b) => b.cpu))} s`,
    );
  console.log(`load ${loadBefore} → ${load()}`);
} finally {
  await apiNode.stop();
  // The workers' queues: every key under this run's prefix.
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}
process.exit(0);
