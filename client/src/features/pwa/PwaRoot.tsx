import { lazy, Suspense, useEffect, useState } from 'react';
import { captureInstallPrompt } from '../../lib/install-prompt';
import { usePageTitle } from './use-page-title';
import { useStandaloneBackRule } from './use-standalone-back';

const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

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
 * back-button rule in standalone mode, the held install offer, and, after the page's load event (so
 * the first load neither waits for nor downloads it), the service worker's registration with its
 * update banner.
 */
export function PwaRoot() {
  usePageTitle();
  useStandaloneBackRule();
  useEffect(() => captureInstallPrompt(), []);
  const loaded = useLoaded();
  if (!loaded || !('serviceWorker' in navigator)) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
