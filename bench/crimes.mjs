// Crime commits per second on one node: 500 players rotating over 20 crimes (energy cost 1,
// cooldown 1 s, no confinement on failure), 50 connections.
import {
  call,
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

export async function benchCrimes({ seconds = 10 } = {}) {
  const database = 'darkcity_bench_crimes';
  await freshDatabase(database);
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
    const players = await createPlayers(server.url, 500);
    // One commit outside the load, so a broken setup fails loudly instead of measuring refusals.
    await call(server.url, 'POST', `/api/crimes/${crimes[0].id}/commit`, { token: players[0].token });
    let i = 0;
    const commits = (duration) =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: server.url,
            connections: 50,
            duration,
            method: 'POST',
            requests: [
              {
                setupRequest: (req) => {
                  const n = i++;
                  const player = players[n % players.length];
                  const crime = crimes[Math.floor(n / players.length) % crimes.length];
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
    // A warm-up before the measured run (JIT, pools, prepared statements).
    await commits(WARM_UP_SECONDS);
    const loadBefore = load();
    const statementsBefore = await statementsOf(server);
    const result = await commits(seconds);
    const ok = result['2xx'];
    const statements = (await statementsOf(server)) - statementsBefore;
    const loadAfter = load();
    const audit = await economyAudit(server.url);
    return [
      [
        'crime commits, one node, 50 connections',
        `${fmt(ok / result.duration)} commits/s`,
        `p99 ${fmt(result.latency.p99)} ms`,
        `${fmt(result.non2xx)} refused (cooldown/energy), ${fmt(statements / Math.max(1, ok + result.non2xx), 1)} statements/attempt, load ${loadBefore} → ${loadAfter}; ${audit}`,
      ],
    ];
  } finally {
    await server.stop();
  }
}
