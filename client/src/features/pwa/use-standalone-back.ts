import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { backStaysOn, blocksBack } from './back-rule';

const STANDALONE = '(display-mode: standalone)';

/** Whether the page runs as the installed app (display-mode standalone, or iOS's home-screen flag). */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.(STANDALONE).matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function subscribeStandalone(onChange: () => void): () => void {
  const query = window.matchMedia?.(STANDALONE);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * The spec's back-button rule in the installed app (spec 000 section 2; issue 26): on `/`, `/login`,
 * `/signup`, `/dashboard`, `/blocked-account` and `/verify-email` the back button does nothing, elsewhere
 * it goes back one page. The router's blocker undoes a back step from those routes; when the app
 * starts on one of them with no page behind it, a copy of the entry is pushed first, so that back has
 * a step to undo instead of closing the app. In a browser tab nothing changes. Mounted in the root route.
 */
export function useStandaloneBackRule(): void {
  const standalone = useSyncExternalStore(subscribeStandalone, isStandalone, () => false);
  const router = useRouter();
  useBlocker({
    shouldBlockFn: ({ current, action }) => blocksBack(action, current.pathname),
    enableBeforeUnload: false,
    disabled: !standalone,
  });
  useEffect(() => {
    if (!standalone || window.history.length > 1) return;
    const { location } = router.history;
    if (backStaysOn(location.pathname)) router.history.push(location.href, location.state);
  }, [standalone, router]);
}
