import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'client/src/api/generated/**',
      'client/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Tests read loosely typed JSON bodies; CommonJS config files use require.
    files: [
      'server/test/**/*.ts',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/e2e/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // infra/ is the plumbing every feature uses: it imports no feature module (issue 10, point 6).
    files: ['server/src/infra/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/realtime-events', '**/app.module', '**/default-content'],
              message: 'infra/ imports no feature module: let the module register itself or pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
