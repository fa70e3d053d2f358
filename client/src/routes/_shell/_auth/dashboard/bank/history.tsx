import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 000 section 2: bank/history redirects to bank. */
export const Route = createFileRoute('/_shell/_auth/dashboard/bank/history')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/bank', replace: true });
  },
});
