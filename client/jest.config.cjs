/** Client unit and component tests: `npm test -w client`. Files `*.test.ts(x)` beside the code. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Both cores (jest's default is cores - 1, one worker on a 2-core CI machine); the parent process
  // only schedules files and collects results.
  maxWorkers: 2,
  // The default output, and each file's duration for `npm test`'s slowest-files table.
  reporters: ['default', '<rootDir>/../scripts/test-timings-reporter.cjs'],
  // swc, one file at a time without the type-checker (types are checked by `npm run typecheck`), as
  // the server's tests compile.
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
