import type {
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import type { AuthContext } from '../auth/auth-context';

/** The router context a loader receives (router.tsx): `{ queryClient, auth }`. */
export interface LoaderContext {
  queryClient: QueryClient;
  auth: AuthContext;
}

/**
 * A data route's loader (DESIGN.md section 5): for a signed-in player, reads the screen's main
 * query (the generated `getXQueryOptions(...)` the screen reads too) into the cache with
 * `ensureQueryData` (cached data is used as it is; pushes keep it live), so the screen opens with its
 * data. A refused read (a level lock, a confinement, the network) does not fail the route: it stays
 * in its query, where the screen shows it (lock panel, error panel, retry) as it does when it reads
 * the query itself. Signed out, nothing is read: the public screens show their sign-in state.
 * @returns once the read has settled; never rejects.
 */
export async function primeQuery<TData, TError, TKey extends QueryKey>(
  { queryClient, auth }: LoaderContext,
  query: EnsureQueryDataOptions<TData, TError, TData, TKey>,
): Promise<void> {
  if (!auth.isAuthenticated) return;
  await queryClient.ensureQueryData(query).catch(() => undefined);
}

/** `primeQuery` for a paged list (`useInfiniteQuery`): its first page, on the same terms. */
export async function primeInfiniteQuery<TData, TError, TKey extends QueryKey, TPageParam>(
  { queryClient, auth }: LoaderContext,
  query: EnsureInfiniteQueryDataOptions<TData, TError, TData, TKey, TPageParam>,
): Promise<void> {
  if (!auth.isAuthenticated) return;
  await queryClient.ensureInfiniteQueryData(query).catch(() => undefined);
}
