// global_message fan-out: one sender, N joined sockets, on one node and split over two. Latency =
// arrival at each socket − send time, measured in this process (so it includes this process's own
// event handling for N sockets; the server is not the only cost at 10,000).
import { fmt, freshDatabase, JWT_SECRET, percentile, require, sql, startServer } from './lib.mjs';

const { io } = require('socket.io-client');
const jwt = require('jsonwebtoken');

const MESSAGES = 5;
const SPACING_MS = 2_200; // above the 2 s per-user rate limit

async function seed(database, count) {
  const rows = await sql(
    database,
    `WITH u AS (
       INSERT INTO users (display_name, username, account_setup_completed)
       SELECT 'bench', 'bc' || g, true FROM generate_series(1, ${count}) g RETURNING id
     )
     INSERT INTO characters (user_id, hp, energy) SELECT id, 1000, 100 FROM u RETURNING user_id`,
  );
  return rows.map((row) =>
    jwt.sign({ sub: row.user_id }, JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 }),
  );
}

function connect(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/ws', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('authenticated', () => socket.emit('join_global_chat', () => resolve(socket)));
    socket.once('auth:error', (error) => reject(new Error(error.message)));
    socket.once('connect_error', reject);
  });
}

async function connectAll(urls, tokens) {
  const sockets = [];
  for (let i = 0; i < tokens.length; i += 200) {
    sockets.push(
      ...(await Promise.all(
        tokens.slice(i, i + 200).map((token, j) => connect(urls[(i + j) % urls.length], token)),
      )),
    );
  }
  return sockets;
}

async function run(sockets, nodes) {
  const database = `darkcity_bench_chat_${sockets}_${nodes}`;
  await freshDatabase(database);
  const prefix = `bench:${Date.now()}:`;
  const servers = [];
  const clients = [];
  try {
    for (let i = 0; i < nodes; i++) servers.push(await startServer({ port: 3420 + i, database, prefix }));
    const tokens = await seed(database, sockets + 1);
    const sender = await connect(servers[0].url, tokens[0]);
    clients.push(
      sender,
      ...(await connectAll(
        servers.map((s) => s.url),
        tokens.slice(1),
      )),
    );
    const latencies = [];
    let received = 0;
    for (const socket of clients.slice(1)) {
      socket.on('global_message', (message) => {
        const sentAt = Number(message.content.split(':')[1]);
        if (Number.isFinite(sentAt)) {
          latencies.push(Date.now() - sentAt);
          received++;
        }
      });
    }
    for (let m = 0; m < MESSAGES; m++) {
      sender.emit('send_global_message', { content: `bench:${Date.now()}` });
      await new Promise((r) => setTimeout(r, SPACING_MS));
    }
    await new Promise((r) => setTimeout(r, 3_000));
    const sorted = latencies.sort((a, b) => a - b);
    return [
      `global_message to ${fmt(sockets)} joined sockets, ${nodes} node${nodes > 1 ? 's' : ''}`,
      `p50 ${fmt(percentile(sorted, 50))} ms`,
      `p99 ${fmt(percentile(sorted, 99))} ms`,
      `${fmt(received)}/${fmt(sockets * MESSAGES)} deliveries over ${MESSAGES} messages`,
    ];
  } finally {
    for (const client of clients) client.close();
    for (const server of servers) await server.stop();
  }
}

export async function benchChat() {
  const sizes = (process.env.BENCH_CHAT_SOCKETS ?? '1000,10000').split(',').map(Number);
  const rows = [];
  for (const size of sizes) {
    rows.push(await run(size, 1));
    rows.push(await run(size, 2));
  }
  return rows;
}
