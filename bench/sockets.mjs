// Memory of authenticated sockets on one node (on a database with its content already loaded): the
// game node against the bare socket.io server of bench/bare-sockets.mjs, in the same run, one after
// the other, with the same tokens. Each server runs with the inspector open on loopback (bench-only,
// bench/inspector.mjs): before every reading the bench forces a full GC and reads
// `process.memoryUsage()`, at idle and at 1,000, 5,000 and 10,000 sockets.
// BENCH_HEAP_SNAPSHOTS=<dir> instead writes heap snapshots of both servers idle and at 1,000 sockets
// and stops there: taking a snapshot grows the process by about its size, so the resident figures of
// such a run are not comparable (heap used, after GC, still is).
import { join } from 'node:path';
import { startBareSockets } from './bare-sockets.mjs';
import { attachInspector, inspectFlag, memoryAfterGc, writeHeapSnapshot } from './inspector.mjs';
import { fmt, freshDatabase, JWT_SECRET, load, require, sql, startServer } from './lib.mjs';

const { io } = require('socket.io-client');
const jwt = require('jsonwebtoken');

const STEPS = [1_000, 5_000, 10_000];
const GAME_PORT = 3430;
const BARE_PORT = 3431;
const GAME_INSPECT_PORT = 3438;
const BARE_INSPECT_PORT = 3439;
const SETTLE_MS = 2_000;

function connect(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/ws', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('authenticated', () => resolve(socket));
    socket.once('auth:error', (error) => reject(new Error(error.message ?? error.code)));
    socket.once('connect_error', reject);
  });
}

/**
 * Connects the tokens to one server step by step and reads its memory after a full GC at idle and at
 * each step: `{ idle, steps: [{ sockets, memory }] }` (memory as `process.memoryUsage()`, bytes).
 */
async function measure(name, server, inspectPort, tokens, snapshotDir) {
  const targets = snapshotDir ? STEPS.slice(0, 1) : STEPS;
  const inspector = await attachInspector(inspectPort);
  const sockets = [];
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const idle = await memoryAfterGc(inspector);
    if (snapshotDir) await writeHeapSnapshot(inspector, join(snapshotDir, `${name}-idle.heapsnapshot`));
    const steps = [];
    for (const target of targets) {
      while (sockets.length < target) {
        const batch = tokens.slice(sockets.length, Math.min(target, sockets.length + 250));
        sockets.push(...(await Promise.all(batch.map((token) => connect(server.url, token)))));
      }
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      steps.push({ sockets: target, memory: await memoryAfterGc(inspector) });
      if (snapshotDir)
        await writeHeapSnapshot(inspector, join(snapshotDir, `${name}-${target}.heapsnapshot`));
    }
    return { idle, steps };
  } finally {
    for (const socket of sockets) socket.close();
    inspector.close();
  }
}

const mib = (bytes) => fmt(bytes / 2 ** 20, 0);
const kibPerSocket = (bytes, sockets) => fmt(bytes / sockets / 1024, 1);

export async function benchSockets() {
  const database = 'darkcity_bench_sockets';
  const prefix = `bench:${Date.now()}:`;
  const snapshotDir = process.env.BENCH_HEAP_SNAPSHOTS;
  await freshDatabase(database);
  // The first boot on an empty database loads the default content (rendering its images with sharp),
  // which leaves the process about 55 MiB larger; an API node boots on a loaded database, so the
  // measured node is the second one.
  const seeding = await startServer({ port: GAME_PORT, database, prefix });
  await seeding.stop();
  const loadBefore = load();
  const game = await startServer({
    port: GAME_PORT,
    database,
    prefix,
    env: { NODE_OPTIONS: inspectFlag(GAME_INSPECT_PORT) },
  });
  let gameResult;
  let tokens;
  try {
    const rows = await sql(
      database,
      `WITH u AS (
         INSERT INTO users (display_name, username, account_setup_completed)
         SELECT 'bench', 'bs' || g, true FROM generate_series(1, ${STEPS.at(-1)}) g RETURNING id
       )
       INSERT INTO characters (user_id, hp, energy) SELECT id, 1000, 100 FROM u RETURNING user_id`,
    );
    tokens = rows.map((row) =>
      jwt.sign({ sub: row.user_id }, JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 }),
    );
    gameResult = await measure('game', game, GAME_INSPECT_PORT, tokens, snapshotDir);
  } finally {
    await game.stop();
  }
  const bare = await startBareSockets({
    port: BARE_PORT,
    prefix,
    nodeOptions: inspectFlag(BARE_INSPECT_PORT),
  });
  let bareResult;
  try {
    bareResult = await measure('bare', bare, BARE_INSPECT_PORT, tokens, snapshotDir);
  } finally {
    await bare.stop();
  }
  const loads = `load ${loadBefore} → ${load()}${snapshotDir ? '; SNAPSHOT RUN: resident figures inflated' : ''}`;
  const rows = [
    [
      'idle socket node, game vs bare socket.io (after a full GC)',
      `game ${mib(gameResult.idle.rss)} MiB resident, ${mib(gameResult.idle.heapUsed)} MiB heap`,
      `bare ${mib(bareResult.idle.rss)} MiB resident, ${mib(bareResult.idle.heapUsed)} MiB heap`,
      loads,
    ],
  ];
  gameResult.steps.forEach((step, index) => {
    const bareStep = bareResult.steps[index];
    const n = step.sockets;
    const gameRss = step.memory.rss - gameResult.idle.rss;
    const bareRss = bareStep.memory.rss - bareResult.idle.rss;
    const gameHeap = step.memory.heapUsed - gameResult.idle.heapUsed;
    const bareHeap = bareStep.memory.heapUsed - bareResult.idle.heapUsed;
    rows.push([
      `${fmt(n)} authenticated sockets, game vs bare socket.io`,
      `game ${mib(step.memory.rss)} MiB resident, ${mib(step.memory.heapUsed)} MiB heap; ` +
        `bare ${mib(bareStep.memory.rss)} MiB, ${mib(bareStep.memory.heapUsed)} MiB`,
      `${fmt(gameRss / bareRss, 2)}× per socket (resident above idle)`,
      `per socket above idle: game ${kibPerSocket(gameRss, n)} KiB resident / ${kibPerSocket(gameHeap, n)} KiB heap, ` +
        `bare ${kibPerSocket(bareRss, n)} / ${kibPerSocket(bareHeap, n)} KiB; ` +
        `heap ratio ${fmt(gameHeap / bareHeap, 2)}×, total resident ratio ${fmt(step.memory.rss / bareStep.memory.rss, 2)}×; ${loads}`,
    ]);
  });
  return rows;
}
