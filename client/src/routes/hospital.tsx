import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 000 section 2: /hospital redirects to /dashboard/hospital. */
export const Route = createFileRoute('/hospital')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/hospital', replace: true });
  },
});
