// Fights per second on one node and on two nodes sharing PostgreSQL and Redis. 20,000 level-10
// characters with ample energy; each request attacks a fresh pair, since losers go to hospital.
// After each run: no negative balance, every balance equals its ledger sum, total money unchanged.
import {
  economyAudit,
  fmt,
  freshDatabase,
  JWT_SECRET,
  load,
  require,
  sql,
  startServer,
  statementsOf,
} from './lib.mjs';
import { bareFightServer } from './bare-fight.mjs';

const autocannon = require('autocannon');
const jwt = require('jsonwebtoken');

const CHARACTERS = 20_000;
const START_MONEY = 10_000;

/** Seeds `count` level-10 fighters with ample energy and 10,000 money each (minted through the ledger). */
export async function seedFighters(database, count = CHARACTERS) {
  const rows = await sql(
    database,
    `WITH u AS (
       INSERT INTO users (display_name, username, account_setup_completed)
       SELECT 'bench', 'bf' || g, true FROM generate_series(1, ${count}) g RETURNING id
     )
     INSERT INTO characters (user_id, level, hp, energy) SELECT id, 10, 1900, 100000 FROM u RETURNING id, user_id`,
  );
  // Seed money as the wallet would: each cash account minted from 'mint:bench_seed' in one transfer,
  // so balance = ledger and the zero-sum books hold from the start (DESIGN.md section 4).
  await sql(
    database,
    `INSERT INTO wallet_accounts (kind, owner_id, currency, balance) SELECT 'cash', id, 'money', ${START_MONEY} FROM characters WHERE level = 10`,
  );
  await sql(
    database,
    `WITH t AS (SELECT a.id, nextval('ledger_transfer_id_seq') AS transfer_id FROM wallet_accounts a WHERE a.kind = 'cash')
     INSERT INTO ledger_entries (transfer_id, account_id, system_account, currency, delta, balance_after, reason)
     SELECT transfer_id, id, NULL, 'money', ${START_MONEY}, ${START_MONEY}, 'bench_seed' FROM t
     UNION ALL SELECT transfer_id, NULL, 'mint:bench_seed', 'money', -${START_MONEY}, NULL, 'bench_seed' FROM t`,
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
       (SELECT count(*)::int FROM wallet_accounts WHERE balance < 0) AS negative,
       (SELECT count(*)::int FROM wallet_accounts a WHERE a.balance <> COALESCE((SELECT sum(delta) FROM ledger_entries l WHERE l.account_id = a.id), 0)) AS mismatched,
       (SELECT sum(balance)::bigint FROM wallet_accounts WHERE kind = 'cash' AND currency = 'money') AS total,
       (SELECT sum(delta)::bigint FROM ledger_entries WHERE currency = 'money' AND reason = 'bench_seed' AND account_id IS NOT NULL) AS seeded,
       (SELECT count(*)::int FROM fights) AS fights`,
  );
  const held = check.negative === 0 && check.mismatched === 0 && Number(check.total) === Number(check.seeded);
  return { ...check, held };
}

/** Fights at 25 connections for `seconds`: each request a fresh pair. */
export function attack(url, players, offset, step, seconds) {
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
    for (let i = 0; i < nodes; i++) servers.push(await startServer({ port: 3410 + i, database, prefix }));
    const players = await seedFighters(database);
    const loadBefore = load();
    const before = await Promise.all(servers.map(statementsOf));
    const results = await Promise.all(
      servers.map((server, i) => attack(server.url, players, i, nodes, seconds)),
    );
    const ok = results.reduce((sum, r) => sum + r['2xx'], 0);
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    const refused = results.reduce((sum, r) => sum + r.non2xx, 0);
    const after = await Promise.all(servers.map(statementsOf));
    const statements = after.reduce((sum, n, i) => sum + n - before[i], 0);
    const check = await conservation(database);
    const audit = await economyAudit(servers[0].url);
    return {
      perSecond: ok / seconds,
      row: [
        `fights, ${nodes} node${nodes > 1 ? 's' : ''}, ${25 * nodes} connections`,
        `${fmt(ok / seconds)} fights/s`,
        `p99 ${fmt(p99)} ms`,
        `${audit}; ${fmt(check.fights)} fights stored, ${fmt(refused)} refused, ${fmt(statements / Math.max(1, ok), 1)} statements/fight, load ${loadBefore} → ${load()}; money conserved: ${check.held ? 'yes' : `NO (negative ${check.negative}, mismatched ${check.mismatched}, total ${check.total} vs seeded ${check.seeded})`}`,
      ],
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The same load against the bare baseline (`bare-fight.mjs`) on a freshly seeded database. */
async function runBare(seconds) {
  const database = 'darkcity_bench_fights_bare';
  const databaseUrl = await freshDatabase(database);
  // The schema comes from the game's migrations: boot a game node once, then stop it.
  const game = await startServer({ port: 3415, database, prefix: `bench:${Date.now()}:` });
  await game.stop();
  const players = await seedFighters(database);
  const bare = await bareFightServer(databaseUrl, 3416);
  try {
    const loadBefore = load();
    const before = bare.statements();
    const result = await attack(bare.url, players, 0, 1, seconds);
    const statements = bare.statements() - before;
    const check = await conservation(database);
    return {
      perSecond: result['2xx'] / seconds,
      row: (gamePerSecond) => [
        'bare Fastify + pg, the same fight transaction, 25 connections',
        `${fmt(result['2xx'] / seconds)} fights/s`,
        `p99 ${fmt(result.latency.p99)} ms`,
        `game (1 node) / bare = ${fmt(gamePerSecond / (result['2xx'] / seconds), 2)} (goal >= 0.6); ${fmt(statements / Math.max(1, result['2xx']), 1)} statements/fight; ${fmt(result.non2xx)} non-2xx; load ${loadBefore} → ${load()}; money conserved: ${check.held ? 'yes' : 'NO'}`,
      ],
    };
  } finally {
    await bare.stop();
  }
}

export async function benchFights({ seconds = 10 } = {}) {
  const one = await run(1, seconds);
  const bare = await runBare(seconds);
  const two = await run(2, seconds);
  return [one.row, bare.row(one.perSecond), two.row];
}
