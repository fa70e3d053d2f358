// Jest reporter: appends how long each test file took to the JSON-lines file named by
// TEST_TIMINGS_FILE (one line per file: { file, seconds, tests }), so `npm test` (scripts/test.mjs)
// can print the slowest files of every jest run together. Without TEST_TIMINGS_FILE it does nothing.
const { appendFileSync } = require('node:fs');
const { relative, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');

class TestTimingsReporter {
  onRunComplete(_contexts, results) {
    const target = process.env.TEST_TIMINGS_FILE;
    if (!target) return;
    const lines = results.testResults.map((result) =>
      JSON.stringify({
        file: relative(ROOT, result.testFilePath),
        seconds: (result.perfStats.end - result.perfStats.start) / 1000,
        tests: result.numPassingTests + result.numFailingTests + result.numPendingTests,
      }),
    );
    if (lines.length) appendFileSync(target, `${lines.join('\n')}\n`);
  }
}

module.exports = TestTimingsReporter;
