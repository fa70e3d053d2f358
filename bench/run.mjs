// `npm run bench`: builds the server if needed, runs each benchmark on its own database and prints
// one table. Numbers only: nothing here asserts a timing. BENCH_RUNS=3 runs everything three times,
// prints each run's table, then min / median / max of each row's throughput and game/bare ratio.
import { cpus, totalmem } from 'node:os';
import { benchBundle } from './bundle.mjs';
import { benchChat } from './chat.mjs';
import { benchCrimes } from './crimes.mjs';
import { benchFights } from './fights.mjs';
import { buildIfStale } from '../scripts/build.mjs';
import { load } from './lib.mjs';
import { benchOperations } from './operations.mjs';
import { benchProfile } from './profile.mjs';
import { benchShop } from './shop.mjs';
import { benchSockets } from './sockets.mjs';
import { benchTimers } from './timers.mjs';

const only = process.argv.slice(2);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const suites = {
  profile: benchProfile,
  crimes: benchCrimes,
  fights: benchFights,
  shop: benchShop,
  operations: benchOperations,
  timers: benchTimers,
  chat: benchChat,
  sockets: benchSockets,
  bundle: benchBundle,
};

// The server's build when it is missing or older than its sources (a stale build measures old code).
if ((await buildIfStale(['server'])) !== 0) throw new Error('server build failed');
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const tables = [];
for (let run = 1; run <= runs; run++) {
  const rows = [];
  const started = new Date();
  for (const [name, bench] of Object.entries(suites)) {
    if (only.length && !only.includes(name)) continue;
    process.stderr.write(`run ${run}/${runs}: ${name}... (load ${load()})\n`);
    rows.push(...(await bench()));
  }
  tables.push(rows);
  console.log(`\n## run ${run} of ${runs}, ${started.toISOString()} to ${new Date().toISOString()}`);
  console.log(`machine: ${machine}\n`);
  console.log('| benchmark | throughput / p50 | p99 | notes |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

if (runs > 1) {
  /** The first number of a cell ("1,160 req/s" → 1160), or NaN. */
  const numberIn = (text) => Number((/-?[\d,]+(\.\d+)?/.exec(text ?? '')?.[0] ?? 'NaN').replaceAll(',', ''));
  /** The game/bare ratio a row's notes state ("game/bare = 0.78", "game (1 node) / bare = 0.57"), or NaN. */
  const ratioIn = (text) =>
    Number(
      /\/ bare = ([\d.]+)|game\/bare = ([\d.]+)/
        .exec(text ?? '')
        ?.slice(1)
        .find(Boolean) ?? 'NaN',
    );
  const spread = (values) => {
    const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
    if (!sorted.length) return '';
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const show = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
    return `${show(sorted[0])} / ${show(median)} / ${show(sorted.at(-1))}`;
  };
  console.log(`\n## min / median / max over ${runs} runs\n`);
  console.log('| benchmark | throughput / p50 | game/bare ratio |');
  console.log('| --- | --- | --- |');
  tables[0].forEach((row, index) => {
    const same = tables.map((rows) => rows[index]);
    console.log(
      `| ${row[0]} | ${spread(same.map((r) => numberIn(r[1])))} | ${spread(same.map((r) => ratioIn(r[3])))} |`,
    );
  });
}
process.exit(0);
