// `npm test`: every test of the project, phase by phase, then how long each phase and the ten slowest
// test files took. Builds the server and the client once (side by side), then runs the phases below;
// each jest run finds or starts PostgreSQL and Redis as `npm start` does (the machine's when they
// answer, else an embedded PostgreSQL and a spawned redis-server: server/test/support/services.ts,
// client/e2e/run.mjs):
//   k8s      renders every kustomize overlay and validates it against the Kubernetes schemas
//            (scripts/ci/validate-k8s.mjs; installs its pinned kubectl, which test/deploy-k8s uses)
//   server   unit and integration tests (jest, 2 workers; spawned nodes run the build)
//   fault    real processes killed and restarted, one file at a time
//   client   component tests (jsdom)
//   browser  headless Chromium against built apps (client/e2e/run.mjs)
// A failing phase does not stop the later ones (one run reports every failure); the exit code is
// non-zero when any failed. `node scripts/test.mjs server fault` runs only the named phases.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, ROOT } from './build.mjs';

/** Runs a command with the given environment; resolves with its exit code. */
function run(command, args, { cwd = ROOT, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const timingsDir = mkdtempSync(join(tmpdir(), 'darkcity-test-'));
const timingsFile = join(timingsDir, 'files.jsonl');
const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

const PHASES = {
  build: () => buildIfStale(['server', 'client']),
  k8s: (env) => run(process.execPath, [join(ROOT, 'scripts', 'ci', 'validate-k8s.mjs')], { env }),
  server: (env) =>
    run(process.execPath, [jest, '--selectProjects', 'unit', 'integration'], {
      cwd: join(ROOT, 'server'),
      env,
    }),
  fault: (env) =>
    run(process.execPath, [jest, '--selectProjects', 'fault', '--runInBand', '--forceExit'], {
      cwd: join(ROOT, 'server'),
      env,
    }),
  client: (env) => run(process.execPath, [jest], { cwd: join(ROOT, 'client'), env }),
  browser: (env) =>
    run(process.execPath, [join(ROOT, 'client', 'e2e', 'run.mjs')], { cwd: join(ROOT, 'client'), env }),
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in PHASES));
if (unknown.length) {
  console.error(`unknown phase: ${unknown.join(', ')} (phases: ${Object.keys(PHASES).join(', ')})`);
  process.exit(2);
}
// The build always runs first (it does nothing when dist/ is fresh): the later phases use it.
const phases = [
  'build',
  ...(requested.length ? requested : Object.keys(PHASES)).filter((p) => p !== 'build'),
];

const results = [];
const env = { ...process.env, TEST_TIMINGS_FILE: timingsFile };
for (const phase of phases) {
  console.log(`\n== ${phase}`);
  const phaseStart = Date.now();
  const code = await PHASES[phase](env);
  results.push({ phase, seconds: (Date.now() - phaseStart) / 1000, code });
  if (phase === 'build' && code !== 0) break;
}

console.log('\n== phases');
console.table(
  results.map(({ phase, seconds, code }) => ({
    phase,
    seconds: Math.round(seconds),
    result: code === 0 ? 'ok' : `failed (${code})`,
  })),
);
let files = [];
try {
  files = readFileSync(timingsFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {
  // no jest run wrote timings
}
if (files.length) {
  console.log('== slowest test files');
  console.table(
    files
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10)
      .map(({ file, seconds, tests }) => ({ file, seconds: Math.round(seconds * 10) / 10, tests })),
  );
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  console.log(`${files.length} test files, ${tests} tests`);
}
rmSync(timingsDir, { recursive: true, force: true });
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
