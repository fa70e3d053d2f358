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
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          isolatedModules: true,
          types: ['jest', 'node'],
        },
      },
    ],
  },
};
