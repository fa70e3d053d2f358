import type { SharedAppHandle } from './app-environment';
import type { TestApp } from './test-app';

/**
 * The app this jest worker shares with its other test files (started by the first file that asks,
 * from the compiled build; `app-environment.ts`). Tests isolate by data: each makes its own players
 * through `factories.ts` and must not assume a count over the whole database. `app.get` resolves a
 * provider by name; `close()` does nothing (the environment restores the file's spies). The second
 * node shares the first's database and Redis key prefix: two nodes of one cluster, for the files that
 * test what crosses nodes.
 * @throws when the file does not run in the integration project's environment
 */
export async function sharedTestApp(node: 'first' | 'second' = 'first'): Promise<TestApp> {
  const start = (globalThis as { __darkcitySharedApp?: (node: number) => Promise<SharedAppHandle> })
    .__darkcitySharedApp;
  if (!start)
    throw new Error('sharedTestApp needs the integration test environment (test/support/app-environment.ts)');
  const handle = await start(node === 'first' ? 0 : 1);
  return { ...handle, close: async () => undefined };
}
