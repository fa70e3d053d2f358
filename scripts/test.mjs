// `npm test`: every test of the project, phase by phase, then how long each phase and the ten slowest
// test files took. Builds the server and the client once (side by side), finds or starts PostgreSQL
// and Redis once as `npm start` does (the machine's when they answer, else an embedded PostgreSQL on
// 54339 and a spawned redis-server on 63809: scripts/services.mjs) and hands them to every phase:
//   k8s      renders every kustomize overlay and validates it against the Kubernetes schemas
//            (scripts/ci/validate-k8s.mjs; installs its pinned kubectl, which test/deploy-k8s uses)
//   server   unit and integration tests (jest, 3 workers; spawned nodes run the build)
//   fault    real processes killed and restarted, one file at a time
//   client   component tests (jsdom)
//   browser  headless Chromium against built apps (client/e2e/run.mjs)
// and, only when named with `--with` (CI's `.ci/run` names both; they need root and Debian packages):
//   pooler      the hot paths' integration tests through a real PgBouncer (scripts/ci/pgbouncer-slice.sh)
//   start-root  `npm start` as root in a loopback-only namespace (scripts/ci/start-as-root.sh)
// Stages run one after the other; the lanes of a stage side by side. The k8s phase runs beside the
// build (it needs neither the build nor the services). Then the server tests beside the client
// tests (jsdom, no services; the browser tests' apps boot beside them, niced, and wait), then the
// browser tests beside two lanes: the PgBouncer slice (`--with pooler`) and the fault tests one
// after the other, and the start-as-root check. The browser tests and the start check run at nice
// 10, so the lane beside them keeps the CPU it needs: the fault tests have recovery deadlines (99% of
// sockets back within 10 s), the slice's tests have time windows (a fourth attack within 3 s is
// refused). Niced, the slice failed both on a slow machine (2026-11-29: 384 s, two tests past their
// windows); at the normal priority beside the fault tests, the fault tests did (57% of sockets back).
// Measured on 2 cores (2026-11-29, CI on a fresh clone): the browser tests 221 s, and the lane beside
// them, then with the client tests first, 41 + 67 + 145 s: the longer, so the client tests moved to
// the server stage (its three jest workers already share the cores; the client's touch no service).
// The server and browser tests never share a stage (2026-11-28: server 969 s and browser 959 s side
// by side, against about 206 s and 440 s one after the other: PostgreSQL, which both drive, is the
// shared limit). A side lane's output is printed when its stage ends.
// A failing phase does not stop the later ones (one run reports every failure); the exit code is
// non-zero when any failed. `node scripts/test.mjs server fault` runs only the named phases;
// `node scripts/test.mjs --with pooler,start-root` adds the CI checks to the default phases.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, ROOT } from './build.mjs';
import { DATA, findServices } from './services.mjs';

/**
 * Runs a command with the given environment; resolves with its exit code. With `log` (a file path)
 * its output goes there instead of this process's stdout and stderr.
 */
function run(command, args, { cwd = ROOT, env = process.env, log } = {}) {
  return new Promise((resolve) => {
    const out = log && createWriteStream(log);
    const child = spawn(command, args, { cwd, env, stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    child.on('close', (code, signal) => {
      const result = code ?? (signal ? 1 : 0);
      if (out) out.end(() => resolve(result));
      else resolve(result);
    });
  });
}

const timingsDir = mkdtempSync(join(tmpdir(), 'darkcity-test-'));
const timingsFile = join(timingsDir, 'files.jsonl');
const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

/** `command` at nice 10, and as root without CAP_SYS_NICE so nothing under it lowers its niceness. */
function niced(command) {
  const nice = ['nice', '-n', '10', ...command];
  const root = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;
  return root ? ['setpriv', ['--bounding-set', '-sys_nice', ...nice]] : [nice[0], nice.slice(1)];
}

/**
 * The browser tests' command (client/e2e/run.mjs), niced (10): the browser tests, two workers with
 * their apps and Chromiums, fill the cores, and the fault tests beside them have recovery deadlines
 * (99% of sockets back within 10 s): under CPU contention the kernel serves the fault lane's nodes
 * first, the browser tests take what is left. As root, Chromium raises its display threads to -8
 * itself: the bounding set without CAP_SYS_NICE (setpriv, util-linux) keeps the whole phase at 10.
 */
const BROWSER = niced([process.execPath, join(ROOT, 'client', 'e2e', 'run.mjs')]);

/**
 * The browser phase started ahead of its stage: its apps boot (a fresh database each, migrations, the
 * catalogue: about 20 s on 2 busy cores) at nice 10 beside the server tests, on the CPU they leave
 * idle, and its specs start when `go()` creates the file run.mjs waits for (E2E_START_AFTER). Its
 * output is held until then, so it does not break into the server phase's. @returns `go`, which
 * resolves with the phase's exit code.
 */
function startBrowserEarly(env) {
  const gate = join(timingsDir, 'browser-go');
  const child = spawn(BROWSER[0], BROWSER[1], {
    cwd: join(ROOT, 'client'),
    env: { ...env, E2E_START_AFTER: gate },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const held = [];
  let live = false;
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    stream.on('data', (chunk) => (live ? target.write(chunk) : held.push([target, chunk])));
  const exited = new Promise((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return {
    go() {
      for (const [target, chunk] of held.splice(0)) target.write(chunk);
      live = true;
      writeFileSync(gate, '');
      return exited;
    },
  };
}

const PHASES = {
  build: () => buildIfStale(['server', 'client']),
  k8s: (env, log) => run(process.execPath, [join(ROOT, 'scripts', 'ci', 'validate-k8s.mjs')], { env, log }),
  server: (env, log) =>
    run(process.execPath, [jest, '--selectProjects', 'unit', 'integration'], {
      cwd: join(ROOT, 'server'),
      env,
      log,
    }),
  fault: (env, log) =>
    run(process.execPath, [jest, '--selectProjects', 'fault', '--runInBand', '--forceExit'], {
      cwd: join(ROOT, 'server'),
      env,
      log,
    }),
  client: (env, log) => run(process.execPath, [jest], { cwd: join(ROOT, 'client'), env, log }),
  // Started before the stages (earlyBrowser, below): its specs start now.
  browser: () => earlyBrowser.go(),
  // Files the server phase also ran: kept out of the slowest-files table and the test count.
  pooler: (env, log) =>
    run('bash', [join(ROOT, 'scripts', 'ci', 'pgbouncer-slice.sh')], {
      env: { ...env, TEST_TIMINGS_FILE: '' },
      log,
    }),
  // Niced: it runs beside the fault tests, and its own limits are wide (240 s to answer, 60 s to stop).
  'start-root': (env, log) =>
    run(...niced(['bash', join(ROOT, 'scripts', 'ci', 'start-as-root.sh')]), { env, log }),
};

/** Phases that run only when named (`--with`, or by name): they need root and Debian packages. */
const OPTIONAL = new Set(['pooler', 'start-root']);

/**
 * Stages after the build, in order; each stage's lanes side by side, each lane's phases in order (see
 * the top). The k8s phase is not here: it runs beside the build.
 */
const STAGES = [
  [['server'], ['client']],
  [['browser'], ['pooler', 'fault'], ['start-root']],
];

const args = process.argv.slice(2);
const withIndex = args.indexOf('--with');
const extra = withIndex >= 0 ? (args[withIndex + 1] ?? '').split(',').filter(Boolean) : [];
const requested =
  withIndex >= 0 ? args.filter((_, index) => index !== withIndex && index !== withIndex + 1) : args;
const unknown = [...requested, ...extra].filter((name) => !(name in PHASES));
if (unknown.length) {
  console.error(`unknown phase: ${unknown.join(', ')} (phases: ${Object.keys(PHASES).join(', ')})`);
  process.exit(2);
}
const wanted = (phase) =>
  extra.includes(phase) || (requested.length ? requested.includes(phase) : !OPTIONAL.has(phase));

const results = [];
const started = Date.now();
console.log('\n== build' + (wanted('k8s') ? ' (k8s beside it: output below when done)' : ''));
// The k8s phase renders and validates manifests only: it runs beside the build, its output after it.
const k8sLog = join(timingsDir, 'lane-k8s');
const k8s = wanted('k8s')
  ? (async () => {
      const phaseStart = Date.now();
      const code = await PHASES.k8s(process.env, k8sLog);
      return { phase: 'k8s', seconds: (Date.now() - phaseStart) / 1000, code };
    })()
  : undefined;
const built = await buildIfStale(['server', 'client']);
results.push({ phase: 'build', seconds: (Date.now() - started) / 1000, code: built });
if (k8s) {
  results.push(await k8s);
  console.log('\n== k8s (ran beside the build)');
  process.stdout.write(readFileSync(k8sLog));
}

// One PostgreSQL and one Redis for every phase: the variables when set, else the machine's on 5432
// and 6379, else an embedded PostgreSQL and a redis-server this run starts once and stops at the end
// (two jest runs side by side must not each start and stop their own on the same port).
let services;
if (built === 0) {
  try {
    services = await findServices({
      databaseUrl: process.env.TEST_DATABASE_URL,
      redisUrl: process.env.TEST_REDIS_URL,
      databaseVar: 'TEST_DATABASE_URL',
      redisVar: 'TEST_REDIS_URL',
      database: 'postgres',
      postgres: {
        dir: join(DATA, 'test-postgres'),
        port: 54339,
        flags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
        throwaway: true,
      },
      redis: { dir: join(DATA, 'test-redis'), port: 63809, persistent: false },
      log: (line) => console.log(`[test services] ${line}`),
    });
  } catch (error) {
    console.error(error.message);
    results.push({ phase: 'services', seconds: 0, code: 1 });
  }
}
const env = {
  ...process.env,
  TEST_TIMINGS_FILE: timingsFile,
  // Screenshots are for a person looking at one spec's screens (client/e2e/support.ts SCREENSHOTS).
  E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? 'off',
  ...(services && {
    TEST_DATABASE_URL: services.databaseUrl,
    TEST_REDIS_URL: services.redisUrl,
    E2E_PG_SERVER: services.databaseUrl.replace(/\/postgres$/, ''),
  }),
};
/** The browser tests' apps read REDIS_URL; the jest projects read TEST_REDIS_URL. */
const envOf = (phase) => (phase === 'browser' && services ? { ...env, REDIS_URL: services.redisUrl } : env);

/** Runs a lane's phases in order; `log` sends their output to a file (a side lane). */
async function runLane(lane, log) {
  for (const phase of lane) {
    const phaseStart = Date.now();
    if (!log) console.log(`\n== ${phase}`);
    const code = await PHASES[phase](envOf(phase), log && `${log}.${phase}`);
    results.push({ phase, seconds: (Date.now() - phaseStart) / 1000, code });
  }
}

// The browser tests' apps boot during the stages before theirs (see startBrowserEarly).
const earlyBrowser = services && wanted('browser') ? startBrowserEarly(envOf('browser')) : undefined;
if (services) {
  for (const stage of STAGES) {
    const lanes = stage.map((lane) => lane.filter(wanted)).filter((lane) => lane.length);
    if (!lanes.length) continue;
    const [main, ...side] = lanes;
    if (side.length)
      console.log(
        `\n== beside ${main.join(', ')}: ${side.map((l) => l.join(', ')).join('; ')} (output below when done)`,
      );
    await Promise.all([
      runLane(main),
      ...side.map((lane, index) => runLane(lane, join(timingsDir, `lane${index}`))),
    ]);
    for (const [index, lane] of side.entries())
      for (const phase of lane) {
        console.log(`\n== ${phase} (ran beside ${main.join(', ')})`);
        process.stdout.write(readFileSync(join(timingsDir, `lane${index}.${phase}`)));
      }
  }
  await services.stop();
}

console.log('\n== phases');
console.table(
  results.map(({ phase, seconds, code }) => ({
    phase,
    seconds: Math.round(seconds),
    result: code === 0 ? 'ok' : `failed (${code})`,
  })),
);
console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s (side-by-side phases overlap)`);
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
