import { createFileRoute } from '@tanstack/react-router';
import { LeaderboardPage } from '../../../../features/pvp/LeaderboardPage';

/** The five top-50 boards with ratings (spec 000 section 2, Leaderboard); level 30 on the server. */
export const Route = createFileRoute('/_shell/_auth/dashboard/leaderboard')({
  component: LeaderboardPage,
});
