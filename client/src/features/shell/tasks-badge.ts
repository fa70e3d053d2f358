import { useGetUnclaimedTasksCount } from '../../api/generated/tasks/tasks';

/**
 * The side HUD's task badge (spec 000 section 7, `unclaimedTasksCount`): active tasks reached and not
 * claimed, from GET /api/tasks/unclaimed-count once, then kept live by `unclaimedTasksCount:update`
 * (written into the same query by `realtime/sync.ts`).
 * @param enabled the player has a character (account set up).
 */
export function useUnclaimedTasksBadge(enabled: boolean): number | undefined {
  const count = useGetUnclaimedTasksCount({ query: { enabled, retry: false, staleTime: Infinity } });
  return count.data?.count;
}
