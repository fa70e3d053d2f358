// `npm run bench`: builds the server if needed, runs each benchmark on its own database and prints
// one table. Numbers only: nothing here asserts a timing.
import { cpus, totalmem } from 'node:os';
import { benchChat } from './chat.mjs';
import { benchCrimes } from './crimes.mjs';
import { benchFights } from './fights.mjs';
import { ensureBuilt } from './lib.mjs';
import { benchProfile } from './profile.mjs';
import { benchShop } from './shop.mjs';
import { benchSockets } from './sockets.mjs';
import { benchTimers } from './timers.mjs';

const only = process.argv.slice(2);
const suites = {
  profile: benchProfile,
  crimes: benchCrimes,
  fights: benchFights,
  shop: benchShop,
  timers: benchTimers,
  chat: benchChat,
  sockets: benchSockets,
};

ensureBuilt();
const rows = [];
for (const [name, run] of Object.entries(suites)) {
  if (only.length && !only.includes(name)) continue;
  process.stderr.write(`running ${name}...\n`);
  rows.push(...(await run()));
}
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
console.log(`\nmachine: ${machine}\n`);
console.log('| benchmark | throughput / p50 | p99 | notes |');
console.log('| --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(0);
