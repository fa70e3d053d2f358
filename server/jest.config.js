// Unit tests (`src/**/*.spec.ts`) and integration tests on real PostgreSQL and Redis
// (`test/**/*.spec.ts`, `test/**/*.int-spec.ts`). Every worker gets its own database cloned from a
// migrated template and its own Redis key prefix (DESIGN.md section 7).
const esmPackages = [
  'openid-client',
  '@nestjs/schedule',
  'oauth4webapi',
  'jose',
  'oauth2-mock-server',
  'content-disposition',
].join('|');

/** swc as tsc compiles the server: legacy decorators with their metadata, class fields assigned. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
const common = {
  testEnvironment: 'node',
  // Compiled without the type-checker (swc: one file at a time, no program): types are checked once
  // by `npm run typecheck` (and CI), not in every jest worker. The OpenAPI document, which needs the
  // Swagger CLI plugin's type information, is checked against the `nest build` output instead
  // (test/api-contract.spec.ts).
  transform: {
    '^.+\\.(t|m?j)s$': ['@swc/jest', swcOptions],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

module.exports = {
  // Per-project testTimeout is ignored by jest; integration tests start real servers.
  testTimeout: 60_000,
  // A worker keeps every module and Nest app it loaded: over the ~100 suites one process outgrew
  // Node's 4 GB heap. With a limit set, jest runs the files in worker processes even on a 2-core
  // machine (one worker) and starts a fresh worker once one exceeds it after a file.
  workerIdleMemoryLimit: '1GB',
  // Three workers even on two cores (jest's default is cores - 1): integration files mostly wait on
  // PostgreSQL, Redis and sockets, and each worker has its own database and Redis prefix. On 2 cores
  // (2026-11-29) the server phase took 225 s with two workers, the cores 23% idle, and 182 s with
  // three, 7% idle. Each worker's apps open up to DB_POOL_MAX connections each, 10 in the tests
  // (test/support/app-env.ts), so three workers and the browser tests' apps stay under PostgreSQL's
  // default 100 (49 at most over a whole `npm test`). The fault project still runs alone
  // (`--runInBand` in the test script).
  maxWorkers: 3,
  // A worker closes its shared app (test/support/app-environment.ts) on jest's end message before
  // it exits: give it the time an app takes to close (jest's default is 0.5 s, then a kill).
  workerGracefulExitTimeout: 10_000,
  // Jest's order (longest first by the durations it cached), with the files that take long for their
  // size first on a fresh clone, which has no cache (test/support/test-sequencer.js).
  testSequencer: '<rootDir>/test/support/test-sequencer.js',
  // The default output, and each file's duration for `npm test`'s slowest-files table.
  reporters: ['default', '<rootDir>/../scripts/test-timings-reporter.cjs'],
  projects: [
    { ...common, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      rootDir: __dirname,
      // jest-environment-node plus one app per worker process, shared by the files that ask for it.
      testEnvironment: '<rootDir>/test/support/app-environment.ts',
      testMatch: ['<rootDir>/test/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/fault/'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      // Real processes killed and restarted (issue 7): run alone and one at a time (`--runInBand`),
      // so CPU contention from other suites cannot stretch their timings. Run with `--forceExit`:
      // handles left by killed nodes and a killed Redis must not keep jest (and CI) waiting; a
      // failing test or hook still fails the run.
      ...common,
      displayName: 'fault',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/fault/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
