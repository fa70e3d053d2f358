import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { captureInstallPrompt } from '../../lib/install-prompt';
import { isStandalone, subscribeStandalone } from './standalone';
import { usePageTitle } from './use-page-title';

const UpdatePrompt = lazy(() => import('./UpdatePrompt'));
/** The back-button rule matters in the installed app only: a browser tab never downloads it (issue 28 point 8). */
const StandaloneBackRule = lazy(() =>
  import('./use-standalone-back').then((module) => ({ default: module.StandaloneBackRule })),
);

/** True once the window's load event has passed. */
function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * The installed-app behaviour of the root route (issue 26 parts 1 and 3): the tab title, the spec's
 * back-button rule in standalone mode (loaded there only), the held install offer, and, after the page's load event (so
 * the first load neither waits for nor downloads it), the service worker's registration with its
 * update banner.
 */
export function PwaRoot() {
  usePageTitle();
  const standalone = useSyncExternalStore(subscribeStandalone, isStandalone, () => false);
  useEffect(() => captureInstallPrompt(), []);
  const loaded = useLoaded();
  return (
    <>
      {standalone && (
        <Suspense fallback={null}>
          <StandaloneBackRule />
        </Suspense>
      )}
      {loaded && 'serviceWorker' in navigator && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
