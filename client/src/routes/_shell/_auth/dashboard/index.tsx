import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { getGetAccountProfileQueryOptions } from '../../../../api/generated/auth/auth';
import { DashboardPage } from '../../../../features/dashboard/DashboardPage';

/**
 * The game news load after the dashboard's first paint (issue 28 point 8): the list shows nothing
 * until its query answers anyway, so its component, strings and generated client come with it.
 */
const GameNewsFeed = lazy(() =>
  import('../../../../features/game-news/GameNewsFeed').then((module) => ({ default: module.GameNewsFeed })),
);

/** The dashboard home with the game news under the character (DESIGN.md section 6, "Game news"). */
export const Route = createFileRoute('/_shell/_auth/dashboard/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetAccountProfileQueryOptions()),
  component: () => (
    <DashboardPage
      news={
        <Suspense fallback={null}>
          <GameNewsFeed />
        </Suspense>
      }
    />
  ),
});
