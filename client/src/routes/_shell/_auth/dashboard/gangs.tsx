import { createFileRoute, redirect } from '@tanstack/react-router';
import { getOwnGangQueryOptions } from '../../../../api/own-gang';

/** Spec 000 section 2: `/dashboard/gangs` opens the player's own gang, or `/gangs` without one. */
export const Route = createFileRoute('/_shell/_auth/dashboard/gangs')({
  loader: async ({ context }) => {
    const gang = await context.queryClient.fetchQuery(getOwnGangQueryOptions());
    if (gang) throw redirect({ to: '/gangs/$id', params: { id: gang.id }, replace: true });
    throw redirect({ to: '/gangs', replace: true });
  },
});
