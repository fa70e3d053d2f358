// Timer lateness: 10,000 jail releases due within one minute. An api node holds 1,000 sampled
// players' sockets; a worker node starts afterwards, its boot reconciler enqueues every release,
// and each `jail:leave` crosses the Redis adapter to the api node. Lateness = arrival − due time.
// Meanwhile the api node is kept busy with fights (25 connections) for the whole release window.
import { attack, seedFighters } from './fights.mjs';
import { fmt, freshDatabase, JWT_SECRET, load, percentile, require, sql, startServer } from './lib.mjs';

const { io } = require('socket.io-client');
const jwt = require('jsonwebtoken');

const RELEASES = 10_000;
const SAMPLED_SOCKETS = 1_000;
const HEADROOM_SECONDS = 30;
const SPREAD_SECONDS = 60;

export async function benchTimers() {
  const database = 'darkcity_bench_timers';
  await freshDatabase(database);
  const prefix = `bench:${Date.now()}:`;
  const apiNode = await startServer({ port: 3404, database, prefix, env: { ROLE: 'api' } });
  let workerNode;
  const sockets = [];
  try {
    const rows = await sql(
      database,
      `WITH u AS (
         INSERT INTO users (display_name, username, account_setup_completed)
         SELECT 'bench', 'bt' || g, true FROM generate_series(1, ${RELEASES}) g RETURNING id
       )
       INSERT INTO characters (user_id, hp, energy, jail_until)
       SELECT id, 1000, 100, now() + make_interval(secs => ${HEADROOM_SECONDS} + random() * ${SPREAD_SECONDS}) FROM u
       RETURNING user_id, jail_until`,
    );
    const fighters = await seedFighters(database, 20_000);
    const sample = rows.slice(0, SAMPLED_SOCKETS);
    const lateness = [];
    await Promise.all(
      sample.map(
        (row) =>
          new Promise((resolve, reject) => {
            const token = jwt.sign({ sub: row.user_id }, JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 });
            const socket = io(apiNode.url, {
              path: '/ws',
              transports: ['websocket'],
              auth: { token },
              reconnection: false,
            });
            sockets.push(socket);
            socket.once('authenticated', resolve);
            socket.once('connect_error', reject);
            socket.on('jail:leave', () => lateness.push(Date.now() - new Date(row.jail_until).getTime()));
          }),
      ),
    );
    const loadBefore = load();
    const fightLoad = attack(apiNode.url, fighters, 0, 1, HEADROOM_SECONDS + SPREAD_SECONDS);
    const bootStarted = Date.now();
    workerNode = await startServer({ port: 3405, database, prefix, env: { ROLE: 'worker' } });
    const bootSeconds = (Date.now() - bootStarted) / 1000;
    const lastDue = Math.max(...rows.map((row) => new Date(row.jail_until).getTime()));
    // Until every sampled socket got its release and 2 s have passed since the last due time (so
    // "still jailed" counts releases late by more than 2 s), or 15 s after the last due time.
    while (Date.now() < lastDue + 15_000 && (lateness.length < sample.length || Date.now() < lastDue + 2_000))
      await new Promise((r) => setTimeout(r, 500));
    const [left] = await sql(
      database,
      'SELECT count(*)::int AS n FROM characters WHERE jail_until IS NOT NULL',
    );
    const fights = await fightLoad;
    const sorted = [...lateness].sort((a, b) => a - b);
    return [
      [
        `jail:leave lateness, ${fmt(RELEASES)} releases due within ${SPREAD_SECONDS} s (api + worker node)`,
        `p50 ${fmt(percentile(sorted, 50))} ms`,
        `p99 ${fmt(percentile(sorted, 99))} ms`,
        `${sorted.length}/${sample.length} sampled sockets got it; ${left.n} still jailed 2 s after the last due time; worker boot ${fmt(bootSeconds, 1)} s (goal < 2 s); api node meanwhile answering ${fmt(fights.requests.sent / (HEADROOM_SECONDS + SPREAD_SECONDS))} fight requests/s, ${fmt(fights['2xx'] / (HEADROOM_SECONDS + SPREAD_SECONDS))} fights/s played (the rest refused: target in hospital); load ${loadBefore} → ${load()}`,
      ],
    ];
  } finally {
    for (const socket of sockets) socket.close();
    await workerNode?.stop();
    await apiNode.stop();
  }
}
