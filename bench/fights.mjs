// Fights per second on one node and on two nodes sharing PostgreSQL and Redis. 20,000 level-10
// characters with ample energy; each request attacks a fresh pair, since losers go to hospital.
// After each run: no negative balance, every balance equals its ledger sum, total money unchanged.
import {
  analyze,
  economyAudit,
  fmt,
  freshDatabase,
  JWT_SECRET,
  load,
  require,
  sql,
  startServer,
  statementsOf,
  cpuPerOp,
} from './lib.mjs';
import { startBareServer } from './bare.mjs';

const autocannon = require('autocannon');
const jwt = require('jsonwebtoken');

const CHARACTERS = 20_000;
/** Fighters of the warm-up (3 s before each measured run, on their own pairs: JIT, pools, prepared statements). */
const WARM_UP_FIGHTERS = 4_000;
const WARM_UP_SECONDS = 3;
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
  await analyze(database);
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

/**
 * Fights at 25 connections for `seconds`: each request a fresh pair. `cursor.next` is the pair to
 * start from (`offset` when no cursor is given); it is left after the last pair sent, so a later
 * slice goes on with fresh pairs.
 */
export function attack(url, players, offset, step, seconds, cursor = { next: offset }) {
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
              const n = cursor.next;
              const attacker = players[n % players.length];
              const defender = players[(n + Math.floor(players.length / 2)) % players.length];
              cursor.next += step;
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

/** Lets the requests still in flight at the end of a run finish before the statements are read. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** A database seeded for a fight run: the measured fighters and the warm-up's own. */
async function seededDatabase(database) {
  const seeded = await seedFighters(database, CHARACTERS + WARM_UP_FIGHTERS);
  return { players: seeded.slice(0, CHARACTERS), warmUp: seeded.slice(CHARACTERS) };
}

/** What one side (a set of game nodes, or the bare server) did over the slices measured. */
function tally() {
  return { ok: 0, refused: 0, sent: 0, seconds: 0, p99: 0, statements: 0, cpuMs: 0 };
}

function add(total, result, seconds) {
  total.ok += result['2xx'];
  total.refused += result.non2xx;
  // Requests still in flight when a slice ends are not answered to autocannon, but the server plays
  // them: statements per fight are divided by the requests sent.
  total.sent += result.requests.sent;
  total.seconds += seconds;
  total.p99 = Math.max(total.p99, result.latency.p99);
}

function conservationNote(check) {
  return check.held
    ? 'yes'
    : `NO (negative ${check.negative}, mismatched ${check.mismatched}, total ${check.total} vs seeded ${check.seeded})`;
}

/**
 * One game node against the bare baseline (`bare-fight.mjs`), each on its own freshly seeded
 * database, both warmed up, then measured in alternating slices (game, bare, game, bare...) so a
 * change of the machine's load falls on both alike. Rows: the game, the bare baseline and the ratio.
 */
async function oneNodeAgainstBare(seconds, slices) {
  const gameDatabase = 'darkcity_bench_fights_1';
  const bareDatabase = 'darkcity_bench_fights_bare';
  await freshDatabase(gameDatabase);
  const bareUrl = await freshDatabase(bareDatabase);
  // The bare database's schema comes from the game's migrations: boot a game node once on it.
  await (await startServer({ port: 3415, database: bareDatabase, prefix: `bench:${Date.now()}:` })).stop();
  const server = await startServer({ port: 3410, database: gameDatabase, prefix: `bench:${Date.now()}:` });
  const bare = await startBareServer('fight', bareUrl, 3416);
  try {
    const game = { ...(await seededDatabase(gameDatabase)), cursor: { next: 0 }, total: tally() };
    const base = { ...(await seededDatabase(bareDatabase)), cursor: { next: 0 }, total: tally() };
    await attack(server.url, game.warmUp, 0, 1, WARM_UP_SECONDS);
    await attack(bare.url, base.warmUp, 0, 1, WARM_UP_SECONDS);
    const loadBefore = load();
    const slice = seconds / slices;
    for (let i = 0; i < slices; i++) {
      const before = [await statementsOf(server), server.cpuMs()];
      add(game.total, await attack(server.url, game.players, 0, 1, slice, game.cursor), slice);
      await settle();
      game.total.statements += (await statementsOf(server)) - before[0];
      game.total.cpuMs += server.cpuMs() - before[1];
      const bareBefore = [await bare.statements(), bare.cpuMs()];
      add(base.total, await attack(bare.url, base.players, 0, 1, slice, base.cursor), slice);
      await settle();
      base.total.statements += (await bare.statements()) - bareBefore[0];
      base.total.cpuMs += bare.cpuMs() - bareBefore[1];
    }
    const loadAfter = load();
    const gameCheck = await conservation(gameDatabase);
    const bareCheck = await conservation(bareDatabase);
    const audit = await economyAudit(server.url);
    const gameRate = game.total.ok / game.total.seconds;
    const bareRate = base.total.ok / base.total.seconds;
    return [
      [
        `fights, 1 node, 25 connections (${slices} slices alternating with the bare baseline)`,
        `${fmt(gameRate)} fights/s`,
        `p99 ${fmt(game.total.p99)} ms`,
        `${audit}; ${fmt(gameCheck.fights)} fights stored, ${fmt(game.total.refused)} refused, ${fmt(game.total.statements / Math.max(1, game.total.sent), 1)} statements/fight, server CPU ${cpuPerOp(game.total)} per fight, load ${loadBefore} → ${loadAfter}; money conserved: ${conservationNote(gameCheck)}`,
      ],
      [
        'bare Fastify + pg, the same fight transaction, 25 connections',
        `${fmt(bareRate)} fights/s`,
        `p99 ${fmt(base.total.p99)} ms`,
        `game (1 node) / bare = ${fmt(gameRate / bareRate, 2)} (goal >= 0.6); ${fmt(base.total.statements / Math.max(1, base.total.sent), 1)} statements/fight, server CPU ${cpuPerOp(base.total)} per fight; ${fmt(base.total.refused)} non-2xx; money conserved: ${conservationNote(bareCheck)}`,
      ],
    ];
  } finally {
    await bare.stop();
    await server.stop();
  }
}

/** Two game nodes sharing PostgreSQL and Redis, each with its own 25 connections. */
async function twoNodes(seconds) {
  const database = 'darkcity_bench_fights_2';
  await freshDatabase(database);
  const prefix = `bench:${Date.now()}:`;
  const servers = [];
  try {
    for (let i = 0; i < 2; i++) servers.push(await startServer({ port: 3411 + i, database, prefix }));
    const { players, warmUp } = await seededDatabase(database);
    await Promise.all(servers.map((server, i) => attack(server.url, warmUp, i, 2, WARM_UP_SECONDS)));
    const loadBefore = load();
    const before = await Promise.all(servers.map(statementsOf));
    const results = await Promise.all(servers.map((server, i) => attack(server.url, players, i, 2, seconds)));
    const ok = results.reduce((sum, r) => sum + r['2xx'], 0);
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    const refused = results.reduce((sum, r) => sum + r.non2xx, 0);
    const sent = results.reduce((sum, r) => sum + r.requests.sent, 0);
    await settle();
    const after = await Promise.all(servers.map(statementsOf));
    const statements = after.reduce((sum, n, i) => sum + n - before[i], 0);
    const check = await conservation(database);
    const audit = await economyAudit(servers[0].url);
    return [
      'fights, 2 nodes, 50 connections',
      `${fmt(ok / seconds)} fights/s`,
      `p99 ${fmt(p99)} ms`,
      `${audit}; ${fmt(check.fights)} fights stored, ${fmt(refused)} refused, ${fmt(statements / Math.max(1, sent), 1)} statements/fight, load ${loadBefore} → ${load()}; money conserved: ${conservationNote(check)}`,
    ];
  } finally {
    for (const server of servers) await server.stop();
  }
}

export async function benchFights({ seconds = 12, slices = 4 } = {}) {
  return [...(await oneNodeAgainstBare(seconds, slices)), await twoNodes(10)];
}
