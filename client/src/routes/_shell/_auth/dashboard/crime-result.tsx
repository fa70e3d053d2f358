import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { CrimeResultPage } from '../../../../features/crimes/CrimeResultPage';
import '../../../../features/crimes/crime-result-state';
import type { CrimeResultDto } from '../../../../api/generated/model/crimeResultDto';
import { getLatestCrimeResultQueryKey } from '../../../../realtime/crime-result-key';

/**
 * The result arrives as navigation state from the crimes screen, else it is the player's latest
 * attempt pushed as `crime:update` (the live cache); without either this screen sends the player to
 * /dashboard/crimes.
 */
export const Route = createFileRoute('/_shell/_auth/dashboard/crime-result')({
  beforeLoad: ({ location, context }) => {
    const latest = context.queryClient.getQueryData<CrimeResultDto>(getLatestCrimeResultQueryKey());
    if (!location.state.crimeResult && !latest) throw redirect({ to: '/dashboard/crimes', replace: true });
  },
  component: CrimeResultRoute,
});

function CrimeResultRoute() {
  const handed = useLocation({ select: (location) => location.state.crimeResult });
  // Read-only view of the cache entry `crime:update` writes: nothing fetches it.
  const latest = useQuery<CrimeResultDto | null>({
    queryKey: getLatestCrimeResultQueryKey(),
    queryFn: () => null,
    enabled: false,
  }).data;
  const result = handed ?? latest;
  return result ? <CrimeResultPage result={result} /> : null;
}
