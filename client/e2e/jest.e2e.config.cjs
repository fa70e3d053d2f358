/** Browser end-to-end tests against a started app: `npm run test:e2e -w client` (through e2e/run.mjs). */
module.exports = {
  rootDir: __dirname,
  // Node's, plus the browser and given-back contexts the files of one worker share (environment.cjs).
  testEnvironment: '<rootDir>/environment.cjs',
  globalTeardown: '<rootDir>/global-teardown.cjs',
  // A worker closes its shared browser on jest's end message before it exits (environment.cjs).
  workerGracefulExitTimeout: 10_000,
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  // The longest specs (gear, gangs: two players, two viewports, screenshots) take about 1 min alone
  // and up to 2.5 min with two apps and two browsers on a busy 2-core machine.
  testTimeout: 240_000,
  // e2e/run.mjs passes --maxWorkers (E2E_WORKERS) and starts one app per worker.
  maxWorkers: 1,
  // The default output, and each file's duration for `npm test`'s slowest-files table.
  reporters: ['default', '<rootDir>/../../scripts/test-timings-reporter.cjs'],
  setupFiles: ['<rootDir>/worker-server.cjs'],
  // swc without the type-checker, as the component and server tests compile (types: `npm run typecheck`).
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
