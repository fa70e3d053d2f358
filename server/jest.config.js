// Unit tests (`src/**/*.spec.ts`) and integration tests on real PostgreSQL and Redis
// (`test/**/*.spec.ts`, `test/**/*.int-spec.ts`). Every worker gets its own database cloned from a
// migrated template and its own Redis key prefix (DESIGN.md section 7).
const swaggerPlugin = { path: '<rootDir>/test/support/swagger-transformer.js' };
const esmPackages = [
  'openid-client',
  '@nestjs/schedule',
  'oauth4webapi',
  'jose',
  'oauth2-mock-server',
  'content-disposition',
].join('|');

/** @type {import('jest').Config} */
const common = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: '<rootDir>/tsconfig.json', astTransformers: { before: [swaggerPlugin] } },
    ],
    '^.+\\.m?js$': [
      'ts-jest',
      {
        tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2023', esModuleInterop: true },
        isolatedModules: true,
      },
    ],
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
  // Two workers even on two cores (jest's default is cores - 1): integration files mostly wait on
  // PostgreSQL, Redis and sockets, and each worker has its own database and Redis prefix. The fault
  // project still runs alone (`--runInBand` in the test script).
  maxWorkers: 2,
  projects: [
    { ...common, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      rootDir: __dirname,
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
