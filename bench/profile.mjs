// 1. GET /api/character/profile at 100 connections, beside a bare Fastify + pg server doing the same
//    work in the same run (`bare-profile.mjs`, in its own process): it verifies the same JWT and runs
//    the same two statements (the character with its balances and account, then its equipped gear).
import {
  call,
  cpuPerOp,
  createPlayers,
  fmt,
  freshDatabase,
  load as loadAverage,
  require,
  sql,
  startServer,
  statementsOf,
} from './lib.mjs';

import { startBareServer } from './bare.mjs';

const autocannon = require('autocannon');

function load(url, requests, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 100, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
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
    const bare = await startBareServer('profile', databaseUrl, 3402);
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
    const game = { ok: 0, sent: 0, non2xx: 0, p99: 0, statements: 0, cpuMs: 0 };
    const base = { ok: 0, sent: 0, non2xx: 0, p99: 0, cpuMs: 0 };
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
        const before = [await statementsOf(server), server.cpuMs()];
        add(game, await load(gameUrl, gameRequests, seconds / SLICES));
        await new Promise((resolve) => setTimeout(resolve, 500));
        game.statements += (await statementsOf(server)) - before[0];
        game.cpuMs += server.cpuMs() - before[1];
        const bareBefore = bare.cpuMs();
        add(base, await load(bareUrl, bareRequests, seconds / SLICES));
        base.cpuMs += bare.cpuMs() - bareBefore;
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
        `${game.non2xx} non-2xx, ${rows[0].n} characters, ${fmt(game.statements / Math.max(1, game.sent), 2)} statements/request, server CPU ${cpuPerOp(game)} per request`,
      ],
      [
        'bare Fastify + pg: same JWT check, same 2 statements, 100 connections',
        `${fmt(base.ok / seconds)} req/s`,
        `p99 ${fmt(base.p99)} ms`,
        `game/bare = ${fmt(game.ok / base.ok, 2)} (goal >= 0.8); server CPU ${cpuPerOp(base)} per request; ${base.non2xx} non-2xx; load ${loadBefore} → ${loadAverage()}`,
      ],
    ];
  } finally {
    await server.stop();
  }
}
