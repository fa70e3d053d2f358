import { useQuery } from '@tanstack/react-query';
import { getOwnGangQueryOptions } from '../../api/own-gang';

/**
 * The drawer's own-gang tile (spec 000 sections 2 and 7): `GET /api/gangs/user/mine`, read when the
 * drawer opens, at most once per 3 s; null without a gang.
 */
export function useOwnGang(enabled: boolean) {
  return useQuery({ ...getOwnGangQueryOptions(), enabled });
}
