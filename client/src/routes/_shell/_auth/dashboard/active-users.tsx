import { createFileRoute } from '@tanstack/react-router';
import { getGetActivePlayersQueryOptions } from '../../../../api/generated/users/users';
import { ActiveUsersPage } from '../../../../features/pvp/ActiveUsersPage';

/** Online players and the attack button (spec 000 section 2, Fight flow). */
export const Route = createFileRoute('/_shell/_auth/dashboard/active-users')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetActivePlayersQueryOptions()),
  component: ActiveUsersPage,
});
