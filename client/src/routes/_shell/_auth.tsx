import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Pathless layout of the guarded /dashboard/ routes: no signed-in user, back to the landing page. */
export const Route = createFileRoute('/_shell/_auth')({
  beforeLoad: ({ context }) => {
    if (!context.auth.isAuthenticated) throw redirect({ to: '/' });
  },
  component: Outlet,
});
