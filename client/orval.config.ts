import { defineConfig } from 'orval';

/**
 * Generates TanStack Query hooks from the server's committed OpenAPI document.
 * Output is committed and never edited by hand: `npm run api:generate -w client`.
 */
/** Where the hooks go; the staleness test generates a second copy beside it and compares. */
const outputDir = process.env.ORVAL_OUTPUT_DIR ?? 'src/api/generated';

export default defineConfig({
  darkCity: {
    input: { target: '../openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: `${outputDir}/endpoints.ts`,
      schemas: `${outputDir}/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      prettier: true,
      override: {
        mutator: { path: 'src/api/http.ts', name: 'http' },
        query: { useQuery: true, useSuspenseQuery: false },
      },
    },
  },
});
