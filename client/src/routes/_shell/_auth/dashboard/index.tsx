import { createFileRoute } from '@tanstack/react-router';
import { getGetAccountProfileQueryOptions } from '../../../../api/generated/auth/auth';
import { DashboardPage } from '../../../../features/dashboard/DashboardPage';
import { GameNewsFeed } from '../../../../features/game-news/GameNewsFeed';

/** The dashboard home with the game news under the character (DESIGN.md section 6, "Game news"). */
export const Route = createFileRoute('/_shell/_auth/dashboard/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetAccountProfileQueryOptions()),
  component: () => <DashboardPage news={<GameNewsFeed />} />,
});
