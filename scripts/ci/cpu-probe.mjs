// A fixed single-thread JavaScript workload (sorting, JSON, string building: what jest and the app
// mostly do), timed three times; CI prints the best of three so runs of different days can be put
// side by side. The machine is shared: the same commit's whole suite has taken twice as long on a
// slow day, and this figure is how a reader tells the machine from the code. Lower is faster.
import { performance } from 'node:perf_hooks';

/** One pass of the workload; returns a checksum so none of it can be optimised away. */
function pass() {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const numbers = Array.from({ length: 300_000 }, random).sort((a, b) => a - b);
  const rows = Array.from({ length: 20_000 }, (_, id) => ({
    id,
    name: `لاعب ${id}`,
    cash: Math.round(numbers[id] * 1e6),
  }));
  const parsed = JSON.parse(JSON.stringify(rows));
  let text = '';
  for (const row of parsed) text += `${row.id}:${row.name}:${row.cash};`;
  return numbers[1000] + parsed.length + text.length;
}

const times = [];
let checksum = 0;
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  checksum += pass();
  times.push(performance.now() - started);
}
console.log(
  `cpu probe: ${Math.round(Math.min(...times))} ms best of 3 (${times.map(Math.round).join(', ')} ms; checksum ${Math.round(checksum)})`,
);
