import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { backStaysOn, blocksBack } from './back-rule';
import { isStandalone, subscribeStandalone } from './standalone';

/**
 * The spec's back-button rule in the installed app (spec 000 section 2; issue 26): on `/`, `/login`,
 * `/signup`, `/dashboard`, `/blocked-account` and `/verify-email` the back button does nothing, elsewhere
 * it goes back one page. The router's blocker undoes a back step from those routes; when the app
 * starts on one of them with no page behind it, a copy of the entry is pushed first, so that back has
 * a step to undo instead of closing the app. In a browser tab nothing changes. Mounted in the root
 * route through `StandaloneBackRule`, in the installed app only.
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

/** `useStandaloneBackRule` as a component: `PwaRoot` loads and mounts it in the installed app only. */
export function StandaloneBackRule(): null {
  useStandaloneBackRule();
  return null;
}
