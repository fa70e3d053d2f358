import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '../../../../components/FeatureGate';
import { ar } from '../../../../i18n/ar';
import { LeaderboardPage } from '../../../../features/pvp/LeaderboardPage';

/** The five top-50 boards with ratings (spec 000 section 2, Leaderboard); level 30 on the server. */
export const Route = createFileRoute('/_shell/_auth/dashboard/leaderboard')({
  component: () => (
    <FeatureGate feature="leaderboard" bannerKey="leaderboard" title={ar.nav.leaderboard}>
      <LeaderboardPage />
    </FeatureGate>
  ),
});
