import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Client import boundaries (DESIGN.md section 2, STYLE.md rule 9): a feature folder never imports
 * another one, shared code (components/, lib/, realtime/, api/, auth/, i18n/) never imports a feature
 * (SHARED_ZONES), client code never imports from server/ except through the files listed in
 * SERVER_IMPORTERS, and no client file is part of an import cycle (import-x/no-cycle).
 */
const SERVER_IMPORT = {
  regex: '^(\\.\\./)+server/',
  message:
    'The client imports server code only in client/src/realtime/events.ts (the socket event map), client/src/lib/calculator.ts (the stats rules), client/src/lib/fairness-rules.ts (the provably fair roll rules), client/src/lib/ledger-reasons.ts (the ledger reasons), client/src/lib/count.ts (Arabic counting) and client/src/lib/push-rules.ts (web push kinds, links and sentences).',
};
/** The only client files allowed to import from server/: the shared event map types, the stats rules, the roll rules, the ledger reasons and Arabic counting. */
const SERVER_IMPORTERS = [
  'client/src/realtime/events.ts',
  'client/src/lib/calculator.ts',
  'client/src/lib/fairness-rules.ts',
  'client/src/lib/ledger-reasons.ts',
  'client/src/lib/count.ts',
  'client/src/lib/push-rules.ts',
];
/**
 * Toasts go through client/src/lib/toast.ts, which loads react-hot-toast after the first paint
 * (issue 28 point 8): importing its `toast` directly would put the library back in the first download.
 */
const TOAST_IMPORT = {
  regex: '^react-hot-toast$',
  importNames: ['default', 'toast', 'Toaster'],
  message:
    'Import { toast } from client/src/lib/toast.ts (react-hot-toast loads after the first paint); the Toaster is components/ToastHost.tsx.',
};
/** Shared client folders: what features build on, so they import no feature (issue 28 point 4). */
const SHARED_ZONES = ['components', 'lib', 'realtime', 'api', 'auth', 'i18n'];
const FEATURE_IMPORT = {
  regex: '^(\\.\\./)+features/',
  message:
    'Shared client code (components/, lib/, realtime/, api/, auth/, i18n/) never imports a feature: move what both need into the shared folder, or let the feature pass it in.',
};
const FEATURES = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** How deep a file may sit under features/<name>/ (1 = directly inside it). */
const MAX_FEATURE_DEPTH = 5;

/** For files `depth` folders under features/<feature>/: other feature folders and server/ are off limits. */
function featureBoundary(feature, depth) {
  const up = `(\\.\\./){${depth}}`;
  const upToSrc = `(\\.\\./){${depth + 1}}`;
  const message = `features/${feature} must not import another feature folder: move shared code to components/, lib/ or realtime/.`;
  return {
    files: [`client/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^${up}(?!${feature}/|\\.\\./)[^/]+/`, message },
            { regex: `^${upToSrc}features/(?!${feature}/)`, message },
            SERVER_IMPORT,
            TOAST_IMPORT,
          ],
        },
      ],
    },
  };
}

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
    files: ['client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_IMPORT, TOAST_IMPORT] }] },
  },
  {
    files: SHARED_ZONES.map((zone) => `client/src/${zone}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_IMPORT, FEATURE_IMPORT, TOAST_IMPORT] }],
    },
  },
  ...FEATURES.flatMap((feature) =>
    Array.from({ length: MAX_FEATURE_DEPTH }, (_, i) => featureBoundary(feature, i + 1)),
  ),
  {
    files: SERVER_IMPORTERS,
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_IMPORT, TOAST_IMPORT] }] },
  },
  {
    // No import cycles in the client (issue 28 point 4): type-only imports count too, since a cycle
    // of types still ties the files' layers together.
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'client/tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
