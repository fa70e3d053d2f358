/**
 * Spec 000 section 2 (native wrapper): the hardware back button goes back one page, except on these
 * routes, where it does nothing. The installed app (display-mode standalone) is the wrapper.
 */
export const BACK_STAYS_ON = [
  '/',
  '/login',
  '/signup',
  '/dashboard',
  '/blocked-account',
  '/verify-email',
] as const;

/** Whether the back button does nothing on `pathname` (a trailing slash is the same route). */
export function backStaysOn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (BACK_STAYS_ON as readonly string[]).includes(path);
}

/**
 * What the blocker decides for one history move: a step back from a route of `BACK_STAYS_ON` is
 * blocked; forward, push, replace and multi-step moves are not.
 * @param action the history action (@tanstack/history: 'BACK' | 'FORWARD' | 'GO' | 'PUSH' | 'REPLACE')
 * @param fromPathname the route the player is on
 */
export function blocksBack(action: string, fromPathname: string): boolean {
  return action === 'BACK' && backStaysOn(fromPathname);
}
