// Crime commits per second on one node: 500 players rotating over 20 crimes (energy cost 1,
// cooldown 1 s, no confinement on failure), 50 connections, measured in slices alternating with the
// bare baseline (`bare-crime.mjs`) on the same database and crimes, with its own 500 players.
import { startBareServer } from './bare.mjs';
import { settle } from './fights.mjs';
import {
  call,
  cpuPerOp,
  createPlayers,
  economyAudit,
  fmt,
  freshDatabase,
  load,
  require,
  startServer,
  statementsOf,
} from './lib.mjs';

const autocannon = require('autocannon');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const WARM_UP_SECONDS = 2;
const SLICES = 4;

export async function benchCrimes({ seconds = 12 } = {}) {
  const database = 'darkcity_bench_crimes';
  const databaseUrl = await freshDatabase(database);
  const server = await startServer({ port: 3403, database, prefix: `bench:${Date.now()}:` });
  try {
    const admin = await call(server.url, 'POST', '/api/auth/login', {
      body: { email: 'admin@bench.test', password: 'bench-admin-password' },
    });
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'bench.png');
    const { imageUrl } = await (
      await fetch(`${server.url}/api/crimes/upload-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.accessToken}` },
        body: form,
      })
    ).json();
    const crimes = [];
    for (let c = 0; c < 20; c++) {
      crimes.push(
        await call(server.url, 'POST', '/api/crimes', {
          token: admin.accessToken,
          body: {
            name: `bench ${c}`,
            imageUrl,
            energyCost: 1,
            cooldown: 1,
            successRate: 0.5,
            reward: 10,
            expReward: 1,
            jailMinutes: 0,
            hospitalMinutes: 0,
          },
        }),
      );
    }
    const everyone = await createPlayers(server.url, 1_000);
    const players = everyone.slice(0, 500);
    const barePlayers = everyone.slice(500);
    // One commit outside the load, so a broken setup fails loudly instead of measuring refusals.
    await call(server.url, 'POST', `/api/crimes/${crimes[0].id}/commit`, { token: players[0].token });
    /** Commits at 50 connections on `url` for `duration` seconds; `cursor.next` goes on across slices. */
    const commits = (url, who, cursor, duration) =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url,
            connections: 50,
            duration,
            method: 'POST',
            requests: [
              {
                setupRequest: (req) => {
                  const n = cursor.next++;
                  const player = who[n % who.length];
                  const crime = crimes[Math.floor(n / who.length) % crimes.length];
                  return {
                    ...req,
                    method: 'POST',
                    path: `/api/crimes/${crime.id}/commit`,
                    headers: { ...req.headers, authorization: `Bearer ${player.token}` },
                  };
                },
              },
            ],
          },
          (error, res) => (error ? reject(error) : resolve(res)),
        ),
      );
    const bare = await startBareServer('crime', databaseUrl, 3407);
    const game = { cursor: { next: 0 }, ok: 0, refused: 0, sent: 0, p99: 0, statements: 0, cpuMs: 0 };
    const base = { cursor: { next: 0 }, ok: 0, refused: 0, sent: 0, p99: 0, statements: 0, cpuMs: 0 };
    const tally = (total, result) => {
      total.ok += result['2xx'];
      total.refused += result.non2xx;
      // In-flight requests at a slice's end are played but not answered: statements per attempt
      // are divided by the requests sent.
      total.sent += result.requests.sent;
      total.p99 = Math.max(total.p99, result.latency.p99);
    };
    let loadBefore;
    let loadAfter;
    try {
      // A warm-up of each before the measured slices (JIT, pools, prepared statements).
      await commits(server.url, players, game.cursor, WARM_UP_SECONDS);
      await commits(bare.url, barePlayers, base.cursor, WARM_UP_SECONDS);
      loadBefore = load();
      for (let slice = 0; slice < SLICES; slice++) {
        const before = [await statementsOf(server), server.cpuMs()];
        tally(game, await commits(server.url, players, game.cursor, seconds / SLICES));
        await settle();
        game.statements += (await statementsOf(server)) - before[0];
        game.cpuMs += server.cpuMs() - before[1];
        const bareBefore = [await bare.statements(), bare.cpuMs()];
        tally(base, await commits(bare.url, barePlayers, base.cursor, seconds / SLICES));
        await settle();
        base.statements += (await bare.statements()) - bareBefore[0];
        base.cpuMs += bare.cpuMs() - bareBefore[1];
      }
      loadAfter = load();
    } finally {
      await bare.stop();
    }
    const audit = await economyAudit(server.url);
    const gameRate = game.ok / seconds;
    const bareRate = base.ok / seconds;
    return [
      [
        `crime commits, one node, 50 connections (${SLICES} slices alternating with the bare baseline)`,
        `${fmt(gameRate)} commits/s`,
        `p99 ${fmt(game.p99)} ms`,
        `${fmt(game.refused)} refused (cooldown/energy), ${fmt(game.statements / Math.max(1, game.sent), 1)} statements/attempt, server CPU ${cpuPerOp(game)} per attempt, load ${loadBefore} → ${loadAfter}; ${audit} (game and bare)`,
      ],
      [
        'bare Fastify + pg, the same crime transaction, 50 connections',
        `${fmt(bareRate)} commits/s`,
        `p99 ${fmt(base.p99)} ms`,
        `game / bare = ${fmt(gameRate / bareRate, 2)}; ${fmt(base.refused)} non-2xx, ${fmt(base.statements / Math.max(1, base.sent), 1)} statements/attempt, server CPU ${cpuPerOp(base)} per attempt`,
      ],
    ];
  } finally {
    await server.stop();
  }
}
