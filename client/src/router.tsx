import { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { errorStatus, setRedirectHandler } from './api/http';
import { errorText } from './api/error-text';
import { auth } from './auth/auth-context';
import { getSession, subscribeSession } from './auth/session';
import { ErrorPanel } from './components/ErrorPanel';
import { LoadingScreen } from './components/LoadingScreen';
import { routeTree } from './routeTree.gen';

/**
 * Spec 000 section 9: data is fresh 60 s, kept 5 min, retried once, and not refetched on focus,
 * mount or reconnect (the socket pushes changes). Client errors (4xx) are not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 5 * 60_000,
      retry: (failures, error) => failures < 1 && (errorStatus(error) ?? 500) >= 500,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    },
  },
});

export const router = createRouter({
  routeTree,
  context: { queryClient, auth },
  defaultPreload: 'intent',
  // TanStack Query owns caching; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Loaded when a page is not found, not with every first load (issue 28 point 8).
  defaultNotFoundComponent: lazyRouteComponent(() => import('./components/NotFoundPage'), 'NotFoundPage'),
  defaultPendingComponent: () => <LoadingScreen />,
  defaultErrorComponent: ({ error, reset }) => (
    <main className="mx-auto grid min-h-dvh max-w-md place-items-center px-4">
      <ErrorPanel
        detail={errorText(error)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </main>
  ),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

setRedirectHandler((path) => void router.navigate({ to: path, replace: true }));

// Spec 000 section 4: a different user (or none) must never see the previous user's cached data.
let cachedUserId = getSession()?.user.id;
subscribeSession((session) => {
  if (session?.user.id === cachedUserId) return;
  cachedUserId = session?.user.id;
  queryClient.clear();
});
