import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { CrimeResultPage } from '../../../../features/crimes/CrimeResultPage';
import '../../../../features/crimes/crime-result-state';

/**
 * The result arrives as navigation state from the crimes screen; without a result this screen sends
 * the player to /dashboard/crimes.
 */
export const Route = createFileRoute('/_shell/_auth/dashboard/crime-result')({
  beforeLoad: ({ location }) => {
    if (!location.state.crimeResult) throw redirect({ to: '/dashboard/crimes', replace: true });
  },
  component: CrimeResultRoute,
});

function CrimeResultRoute() {
  const result = useLocation({ select: (location) => location.state.crimeResult });
  return result ? <CrimeResultPage result={result} /> : null;
}
