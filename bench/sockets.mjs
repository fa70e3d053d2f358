// Concurrent authenticated sockets on one node and the node's resident memory per socket, read from
// its own /metrics (process_resident_memory_bytes) at 1,000, 5,000 and 10,000 sockets.
import { fmt, freshDatabase, JWT_SECRET, require, sql, startServer } from './lib.mjs';

const { io } = require('socket.io-client');
const jwt = require('jsonwebtoken');

async function residentBytes(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith('process_resident_memory_bytes '));
  return Number(line.split(' ')[1]);
}

function connect(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/ws', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('authenticated', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function benchSockets() {
  const steps = [1_000, 5_000, 10_000];
  const database = 'darkcity_bench_sockets';
  await freshDatabase(database);
  const server = await startServer({ port: 3430, database, prefix: `bench:${Date.now()}:` });
  const sockets = [];
  try {
    const rows = await sql(
      database,
      `WITH u AS (
         INSERT INTO users (display_name, username, account_setup_completed)
         SELECT 'bench', 'bs' || g, true FROM generate_series(1, ${steps.at(-1)}) g RETURNING id
       )
       INSERT INTO characters (user_id, hp, energy) SELECT id, 1000, 100 FROM u RETURNING user_id`,
    );
    const tokens = rows.map((row) =>
      jwt.sign({ sub: row.user_id }, JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 }),
    );
    await new Promise((r) => setTimeout(r, 2_000));
    const baseline = await residentBytes(server.metricsUrl);
    const results = [];
    for (const target of steps) {
      while (sockets.length < target) {
        const batch = tokens.slice(sockets.length, Math.min(target, sockets.length + 250));
        sockets.push(...(await Promise.all(batch.map((token) => connect(server.url, token)))));
      }
      await new Promise((r) => setTimeout(r, 2_000));
      const rss = await residentBytes(server.metricsUrl);
      results.push([
        `${fmt(target)} authenticated sockets on one node`,
        `${fmt(rss / 2 ** 20, 0)} MiB resident`,
        '',
        `${fmt((rss - baseline) / target / 1024, 1)} KiB per socket above the idle ${fmt(baseline / 2 ** 20, 0)} MiB`,
      ]);
    }
    return results;
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}
