import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BLOCKED_REDIRECTING_KEY } from '../../api/http';
import { useSession } from '../../auth/use-session';

/**
 * Pathless layout of the guarded /dashboard/ routes: navigating there without a signed-in user goes
 * back to the landing page; a session that ends while a guarded screen is open (signed out here or in
 * another tab of the browser) lands on /login, as signing out does; a ban (the socket's `banned`
 * event) ends the session too, but that one is on its way to /blocked-account and must stay there,
 * also when the page is reloaded before it got there.
 */
export const Route = createFileRoute('/_shell/_auth')({
  beforeLoad: ({ context }) => {
    // A ban found just before a reload (or a crash) ended the session and kept the reason, but the
    // blocked screen never opened: finish the way there instead of landing signed out on `/`.
    if (sessionStorage.getItem(BLOCKED_REDIRECTING_KEY)) throw redirect({ to: '/blocked-account' });
    if (!context.auth.isAuthenticated) throw redirect({ to: '/' });
  },
  component: GuardedOutlet,
});

function GuardedOutlet() {
  const signedIn = useSession() !== null;
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) return;
    if (window.location.pathname === '/blocked-account' || sessionStorage.getItem(BLOCKED_REDIRECTING_KEY))
      return;
    void navigate({ to: '/login', replace: true });
  }, [signedIn, navigate]);
  return signedIn ? <Outlet /> : null;
}
