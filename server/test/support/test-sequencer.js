// Jest's order of the test files, with a hint for a fresh clone. Jest runs the longest files first by
// the durations it cached on earlier runs, and without a cache (CI's fresh clone) the largest files
// first, which is an effort to keep every worker busy to the end. A few short files take long (the
// invalid-input sweep, a 230-line file, sends 15,000 requests), and by size they started last: in a
// CI run (2026-11-30, 2 cores, 3 workers) the sweep began about 165 s into the 289 s server phase
// and ran alone at the end. The files below run first when jest has no duration of its own for them.
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

/** Jest's default sequencer, with EXPECTED_SECONDS standing in for a file's missing cached duration. */
class HintedSequencer extends Sequencer {
  sort(tests) {
    const hint = (test) => {
      const file = Object.keys(EXPECTED_SECONDS).find((name) => test.path.endsWith(`/${name}`));
      return file && EXPECTED_SECONDS[file];
    };
    const sorted = super.sort(tests);
    // super.sort set each test's cached duration (or left it undefined); with none cached at all, the
    // hinted files go first, the rest keep jest's order (largest first).
    if (sorted.some((test) => test.duration != null)) return sorted;
    return [...sorted].sort((a, b) => (hint(b) ?? 0) - (hint(a) ?? 0));
  }
}

module.exports = HintedSequencer;
