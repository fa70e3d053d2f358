// Jest's order of the test files, with a hint for a fresh clone. Jest runs the longest files first by
// the durations it cached on earlier runs, and without a cache (CI's fresh clone) the largest files
// first, which is an effort to keep every worker busy to the end. A few short files take long (the
// invalid-input sweep, a 230-line file, sends 15,000 requests), and by size they started last: in a
// CI run (2026-11-30, 2 cores, 3 workers) the sweep began about 165 s into the 289 s server phase
// and ran alone at the end. With no cached duration at all, the files below run first.
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds each file took in the server phase of a CI rehearsal (2026-11-30, 2 cores, 3 workers, beside
 * the client tests): the files that take long for their size. Any other file without a cached
 * duration runs after these, largest first.
 */
const EXPECTED_SECONDS = {
  'test/invalid-input-sweep.int-spec.ts': 90,
  'test/api-contract.spec.ts': 29,
  'test/health-probes.int-spec.ts': 27,
  'test/request-log.int-spec.ts': 23,
  'src/modules/health/event-loop-watch.spec.ts': 12,
};

/**
 * Jest's default sequencer; when it has no cached duration for any file, the files of
 * EXPECTED_SECONDS first (longest first), then the others in jest's order.
 */
class HintedSequencer extends Sequencer {
  sort(tests) {
    const hint = (test) => {
      const file = Object.keys(EXPECTED_SECONDS).find((name) => test.path.endsWith(`/${name}`));
      return file && EXPECTED_SECONDS[file];
    };
    const sorted = super.sort(tests);
    // super.sort sets each test's cached duration, or leaves it undefined.
    if (sorted.some((test) => test.duration != null)) return sorted;
    return [...sorted].sort((a, b) => (hint(b) ?? 0) - (hint(a) ?? 0));
  }
}

module.exports = HintedSequencer;
