import { useQuery } from '@tanstack/react-query';
import { getOnlineStatus } from '../../api/generated/users/users';
import { ONLINE_CACHE_MS, ONLINE_POLL_MS, ONLINE_TIMEOUT_MS } from './pvp-rules';

/**
 * Spec 000 section 7: online flags of a set of players, polled every 60 s and cached 120 s per id
 * set (one shared request per set); failures are ignored, leaving the flags the lists came with.
 */
export function useOnlineStatus(userIds: readonly string[]): Map<string, boolean> | undefined {
  const ids = [...new Set(userIds)].sort();
  const query = useQuery({
    // POST /api/users/online-status is a mutation to orval, so it has no generated query key.
    queryKey: ['/api/users/online-status', ids],
    queryFn: ({ signal }) => getOnlineStatus({ userIds: ids }, { timeout: ONLINE_TIMEOUT_MS }, signal),
    enabled: ids.length > 0,
    staleTime: ONLINE_CACHE_MS,
    gcTime: ONLINE_CACHE_MS,
    refetchInterval: ONLINE_POLL_MS,
    retry: false,
  });
  return query.data ? new Map(query.data.map((s) => [s.id, s.isOnline])) : undefined;
}
