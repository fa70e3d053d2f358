import { queryOptions } from '@tanstack/react-query';
import { getGetMyGangQueryKey, getMyGang } from './generated/gangs/gangs';
import type { MyGangDto } from './generated/model/myGangDto';
import { errorStatus } from './http';

/** Spec 000 section 7: the drawer reads the player's own gang at most once per 3 s. */
export const OWN_GANG_STALE_MS = 3000;

/**
 * `GET /api/gangs/user/mine` under its generated query key: the player's own gang `{ id, name, role }`,
 * or null when they have none (the server answers 404 NOT_IN_GANG). Shared by the drawer's own-gang
 * tile, the gang screens, `/dashboard/gangs` and `realtime/sync.ts` (which writes `gang:update` here).
 */
export function getOwnGangQueryOptions() {
  return queryOptions({
    queryKey: getGetMyGangQueryKey(),
    staleTime: OWN_GANG_STALE_MS,
    retry: false,
    queryFn: async ({ signal }): Promise<MyGangDto | null> => {
      try {
        return await getMyGang(undefined, signal);
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}
