// 1. GET /api/character/profile at 100 connections, beside a bare Fastify + pg server running the
//    same query (the character joined with its user) in the same run.
import { call, createPlayers, fmt, freshDatabase, require, sql, startServer } from './lib.mjs';

const autocannon = require('autocannon');
const Fastify = require('fastify');
const pg = require('pg');

function load(url, requests, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 100, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function bareServer(databaseUrl, port) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const app = Fastify();
  app.get('/profile/:userId', async (request) => {
    const { userId } = request.params;
    // The game's read: the character, its account and its wallet balances in one query.
    const [row] = (
      await pool.query(
        `SELECT c.*, u.username,
           (SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'money' AND w.owner_id = c.id) AS money,
           (SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'blackcoins' AND w.owner_id = c.id) AS blackcoins,
           (SELECT balance FROM wallet_accounts w WHERE w.kind = 'bank' AND w.currency = 'money' AND w.owner_id = c.id) AS bank_balance
         FROM characters c INNER JOIN users u ON u.id = c.user_id WHERE c.user_id = $1`,
        [userId],
      )
    ).rows;
    return row;
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { stop: async () => (await app.close(), await pool.end()) };
}

export async function benchProfile({ seconds = 10 } = {}) {
  const database = 'darkcity_bench_profile';
  const databaseUrl = await freshDatabase(database);
  const server = await startServer({ port: 3401, database, prefix: `bench:${Date.now()}:` });
  try {
    const players = await createPlayers(server.url, 200);
    await call(server.url, 'GET', '/api/character/profile', { token: players[0].token });
    let i = 0;
    const game = await load(
      `${server.url}/api/character/profile`,
      [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, authorization: `Bearer ${players[i++ % players.length].token}` },
          }),
        },
      ],
      seconds,
    );
    const bare = await bareServer(databaseUrl, 3402);
    let j = 0;
    const baseline = await load(
      'http://127.0.0.1:3402',
      [{ setupRequest: (req) => ({ ...req, path: `/profile/${players[j++ % players.length].userId}` }) }],
      seconds,
    );
    await bare.stop();
    const rows = await sql(database, 'SELECT count(*)::int AS n FROM characters');
    return [
      [
        'GET /api/character/profile, 100 connections',
        `${fmt(game.requests.average)} req/s`,
        `p99 ${fmt(game.latency.p99)} ms`,
        `${game.non2xx} non-2xx, ${rows[0].n} characters`,
      ],
      [
        'bare Fastify + pg, same queries, 100 connections',
        `${fmt(baseline.requests.average)} req/s`,
        `p99 ${fmt(baseline.latency.p99)} ms`,
        `game/bare = ${fmt(game.requests.average / baseline.requests.average, 2)}`,
      ],
    ];
  } finally {
    await server.stop();
  }
}
