import { refreshAccessToken } from '../api/http';
import { getSession } from './session';

/** Spec 000 section 9: forced refresh at 45 minutes, checked every 5 minutes, or under 10 left. */
export const FORCED_REFRESH_MS = 45 * 60_000;
export const REFRESH_CHECK_INTERVAL_MS = 5 * 60_000;
export const REFRESH_WHEN_REMAINING_MS = 10 * 60_000;

export function needsRefresh(session: { obtainedAt: number; expiresAt: number }, now: number): boolean {
  return now - session.obtainedAt >= FORCED_REFRESH_MS || session.expiresAt - now < REFRESH_WHEN_REMAINING_MS;
}

/** Starts the proactive token refresh; returns the function that stops it. */
export function startTokenRefreshSchedule(): () => void {
  const check = () => {
    const session = getSession();
    if (session && needsRefresh(session, Date.now())) {
      // A refused refresh signs the player out inside refreshAccessToken; a network failure waits for the next check.
      refreshAccessToken().catch(() => undefined);
    }
  };
  check();
  const timer = setInterval(check, REFRESH_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
