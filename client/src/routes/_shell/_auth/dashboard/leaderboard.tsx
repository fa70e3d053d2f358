import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import { getGetLeaderboardQueryOptions } from '../../../../api/generated/leaderboard/leaderboard';
import { LEADERBOARD_LIMIT } from '../../../../features/pvp/pvp-rules';
import { FeatureGate } from '../../../../components/FeatureGate';
import { ar } from '../../../../i18n/ar';
import { LeaderboardPage } from '../../../../features/pvp/LeaderboardPage';

/** The five top-50 boards with ratings (spec 000 section 2, Leaderboard); level 30 on the server. */
export const Route = createFileRoute('/_shell/_auth/dashboard/leaderboard')({
  // The board the screen opens on (fame).
  loader: ({ context }) =>
    primeQuery(context, getGetLeaderboardQueryOptions({ sort: 'fame', limit: LEADERBOARD_LIMIT })),
  component: () => (
    <FeatureGate feature="leaderboard" bannerKey="leaderboard" title={ar.nav.leaderboard}>
      <LeaderboardPage />
    </FeatureGate>
  ),
});
