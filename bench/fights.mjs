// Fights per second on one node and on two nodes sharing PostgreSQL and Redis. 20,000 level-10
// characters with ample energy; each request attacks a fresh pair, since losers go to hospital.
// After each run: no negative balance, every balance equals its ledger sum, total money unchanged.
import { fmt, freshDatabase, JWT_SECRET, require, sql, startServer } from './lib.mjs';

const autocannon = require('autocannon');
const jwt = require('jsonwebtoken');

const CHARACTERS = 20_000;
const START_MONEY = 10_000;

async function seed(database) {
  const rows = await sql(
    database,
    `WITH u AS (
       INSERT INTO users (display_name, username, account_setup_completed)
       SELECT 'bench', 'bf' || g, true FROM generate_series(1, ${CHARACTERS}) g RETURNING id
     )
     INSERT INTO characters (user_id, level, hp, energy, money) SELECT id, 10, 1900, 100000, 0 FROM u RETURNING id, user_id`,
  );
  // Seed money through the ledger so the balance = ledger invariant holds from the start.
  await sql(database, `UPDATE characters SET money = ${START_MONEY}`);
  await sql(
    database,
    `INSERT INTO ledger_entries (character_id, currency, delta, balance_after, reason) SELECT id, 'money', ${START_MONEY}, ${START_MONEY}, 'bench_seed' FROM characters`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    token: jwt.sign({ sub: row.user_id }, JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 }),
  }));
}

async function conservation(database) {
  const [check] = await sql(
    database,
    `SELECT
       (SELECT count(*)::int FROM characters WHERE money < 0) AS negative,
       (SELECT count(*)::int FROM characters c WHERE c.money <> COALESCE((SELECT sum(delta) FROM ledger_entries l WHERE l.character_id = c.id AND l.currency = 'money'), 0)) AS mismatched,
       (SELECT sum(money)::bigint FROM characters) AS total,
       (SELECT sum(delta)::bigint FROM ledger_entries WHERE currency = 'money' AND reason = 'bench_seed') AS seeded,
       (SELECT count(*)::int FROM fights) AS fights`,
  );
  const held = check.negative === 0 && check.mismatched === 0 && Number(check.total) === Number(check.seeded);
  return { ...check, held };
}

function attack(url, players, offset, step, seconds) {
  let n = offset;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 25,
        duration: seconds,
        method: 'POST',
        requests: [
          {
            setupRequest: (req) => {
              const attacker = players[n % players.length];
              const defender = players[(n + Math.floor(players.length / 2)) % players.length];
              n += step;
              return {
                ...req,
                method: 'POST',
                path: `/api/fight/${defender.userId}`,
                headers: { ...req.headers, authorization: `Bearer ${attacker.token}` },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

async function run(nodes, seconds) {
  const database = `darkcity_bench_fights_${nodes}`;
  await freshDatabase(database);
  const prefix = `bench:${Date.now()}:`;
  const servers = [];
  try {
    for (let i = 0; i < nodes; i++) servers.push(await startServer({ port: 3310 + i, database, prefix }));
    const players = await seed(database);
    const results = await Promise.all(
      servers.map((server, i) => attack(server.url, players, i, nodes, seconds)),
    );
    const ok = results.reduce((sum, r) => sum + r['2xx'], 0);
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    const refused = results.reduce((sum, r) => sum + r.non2xx, 0);
    const check = await conservation(database);
    return [
      `fights, ${nodes} node${nodes > 1 ? 's' : ''}, ${25 * nodes} connections`,
      `${fmt(ok / seconds)} fights/s`,
      `p99 ${fmt(p99)} ms`,
      `${fmt(check.fights)} fights stored, ${fmt(refused)} refused; money conserved: ${check.held ? 'yes' : `NO (negative ${check.negative}, mismatched ${check.mismatched}, total ${check.total} vs seeded ${check.seeded})`}`,
    ];
  } finally {
    for (const server of servers) await server.stop();
  }
}

export async function benchFights({ seconds = 10 } = {}) {
  return [await run(1, seconds), await run(2, seconds)];
}
