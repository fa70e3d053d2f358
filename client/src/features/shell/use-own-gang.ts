import { useQuery } from '@tanstack/react-query';
import { errorStatus, http } from '../../api/http';

/** Spec 000 section 7: the drawer reads the player's own gang at most once per 3 s. */
export const OWN_GANG_STALE_MS = 3000;

/**
 * GET /api/gangs/user/mine: the player's own gang, or null when they have none. The server answers
 * 404 for "no gang" (and, until the gangs module lands, for the missing route too).
 * Not in openapi.yaml yet, so it goes through the mutator by hand.
 */
export function useOwnGang(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/gangs/user/mine'],
    enabled,
    staleTime: OWN_GANG_STALE_MS,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const gang = await http<{ id?: unknown } | null>({
          url: '/api/gangs/user/mine',
          method: 'GET',
          signal,
        });
        const id = gang?.id;
        return typeof id === 'string' || typeof id === 'number' ? { id } : null;
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}
