// 1. GET /api/character/profile at 100 connections, beside a bare Fastify + pg server doing the same
//    work in the same run: it verifies the same JWT and runs the same two statements (the character
//    with its balances and account, then its equipped gear).
import {
  call,
  createPlayers,
  fmt,
  freshDatabase,
  JWT_KEY,
  load as loadAverage,
  require,
  sql,
  startServer,
  statementsOf,
} from './lib.mjs';

const autocannon = require('autocannon');
const Fastify = require('fastify');
const pg = require('pg');
const jwt = require('jsonwebtoken');

function load(url, requests, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 100, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function bareServer(databaseUrl, port) {
  const connections = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  // Named prepared statements, as the game's hot reads.
  const pool = {
    query: (name, text, values) => connections.query({ name, text, values }),
    end: () => connections.end(),
  };
  const app = Fastify();
  app.get('/api/character/profile', async (request, reply) => {
    let userId;
    try {
      userId = jwt.verify((request.headers.authorization ?? '').replace(/^Bearer /, ''), JWT_KEY).sub;
    } catch {
      return reply.code(401).send({ error: 'unauthorized' });
    }
    // The game's read: the character, its account and its wallet balances in one query ...
    const [row] = (
      await pool.query(
        'bare_profile_read',
        `SELECT c.*, u.username, u.display_name, u.avatar_url, u.gender, u.country_code,
           (SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'money' AND w.owner_id = c.id) AS money,
           (SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'blackcoins' AND w.owner_id = c.id) AS blackcoins,
           (SELECT balance FROM wallet_accounts w WHERE w.kind = 'bank' AND w.currency = 'money' AND w.owner_id = c.id) AS bank_balance
         FROM characters c INNER JOIN users u ON u.id = c.user_id WHERE c.user_id = $1`,
        [userId],
      )
    ).rows;
    // ... and its equipped gear (the loadout's bonuses: GearRepository.equippedItems, verbatim).
    const gear = (
      await pool.query(
        'bare_profile_gear',
        `SELECT e.character_id, CASE WHEN w.id IS NULL THEN 'armor' ELSE 'weapon' END AS kind,
                coalesce(w.damage, 0) AS damage, coalesce(w.energy_bonus, 0) AS energy_bonus,
                coalesce(a.def, 0) AS def, coalesce(a.hp_bonus, 0) AS hp_bonus,
                0 AS defense_bonus, 0 AS attack_bonus, 0 AS power_bonus
           FROM character_equipment e
           LEFT JOIN weapons w ON w.id = e.weapon_id
           LEFT JOIN armors a ON a.id = e.armor_id
          WHERE e.character_id = ANY($1)
         UNION ALL
         SELECT o.character_id, o.kind, 0, 0, 0, coalesce(hs.hp_bonus, 0),
                coalesce(hs.defense_bonus, r.defense_bonus, 0), coalesce(r.attack_bonus, 0), coalesce(p.power_bonus, 0)
           FROM owned_properties o
           LEFT JOIN houses hs ON o.kind = 'house' AND hs.id = o.item_id
           LEFT JOIN rides r ON o.kind = 'ride' AND r.id = o.item_id
           LEFT JOIN pets p ON o.kind = 'pet' AND p.id = o.item_id
          WHERE o.is_equipped AND o.character_id = ANY($1)`,
        [[row.id]],
      )
    ).rows;
    return { ...row, gear };
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { stop: async () => (await app.close(), await pool.end()) };
}

const WARM_UP_SECONDS = 2;
const SLICES = 4;

export async function benchProfile({ seconds = 12 } = {}) {
  const database = 'darkcity_bench_profile';
  const databaseUrl = await freshDatabase(database);
  const server = await startServer({ port: 3401, database, prefix: `bench:${Date.now()}:` });
  try {
    const players = await createPlayers(server.url, 200);
    await call(server.url, 'GET', '/api/character/profile', { token: players[0].token });
    let i = 0;
    const gameRequests = [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${players[i++ % players.length].token}` },
        }),
      },
    ];
    const bare = await bareServer(databaseUrl, 3402);
    let j = 0;
    const bareRequests = [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${players[j++ % players.length].token}` },
        }),
      },
    ];
    const gameUrl = `${server.url}/api/character/profile`;
    const bareUrl = 'http://127.0.0.1:3402/api/character/profile';
    const game = { ok: 0, sent: 0, non2xx: 0, p99: 0, statements: 0 };
    const base = { ok: 0, sent: 0, non2xx: 0, p99: 0 };
    const add = (total, result) => {
      total.ok += result['2xx'];
      total.sent += result.requests.sent;
      total.non2xx += result.non2xx;
      total.p99 = Math.max(total.p99, result.latency.p99);
    };
    let loadBefore;
    try {
      // A warm-up of each server (JIT, pools, prepared statements), then slices alternating between
      // the two, so a change of the machine's load falls on both alike.
      await load(gameUrl, gameRequests, WARM_UP_SECONDS);
      await load(bareUrl, bareRequests, WARM_UP_SECONDS);
      loadBefore = loadAverage();
      for (let slice = 0; slice < SLICES; slice++) {
        const before = await statementsOf(server);
        add(game, await load(gameUrl, gameRequests, seconds / SLICES));
        await new Promise((resolve) => setTimeout(resolve, 500));
        game.statements += (await statementsOf(server)) - before;
        add(base, await load(bareUrl, bareRequests, seconds / SLICES));
      }
    } finally {
      await bare.stop();
    }
    const rows = await sql(database, 'SELECT count(*)::int AS n FROM characters');
    return [
      [
        `GET /api/character/profile, 100 connections (${SLICES} slices alternating with the bare baseline)`,
        `${fmt(game.ok / seconds)} req/s`,
        `p99 ${fmt(game.p99)} ms`,
        `${game.non2xx} non-2xx, ${rows[0].n} characters, ${fmt(game.statements / Math.max(1, game.sent), 2)} statements/request`,
      ],
      [
        'bare Fastify + pg: same JWT check, same 2 statements, 100 connections',
        `${fmt(base.ok / seconds)} req/s`,
        `p99 ${fmt(base.p99)} ms`,
        `game/bare = ${fmt(game.ok / base.ok, 2)} (goal >= 0.8); ${base.non2xx} non-2xx; load ${loadBefore} → ${loadAverage()}`,
      ],
    ];
  } finally {
    await server.stop();
  }
}
