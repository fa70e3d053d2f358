import { createFileRoute } from '@tanstack/react-router';
import { getGetCharacterProfileQueryOptions } from '../../../../../api/generated/character/character';
import { OwnProfilePage } from '../../../../../features/pvp/OwnProfilePage';

/** The player's own profile (a search result without a username links here). */
export const Route = createFileRoute('/_shell/_auth/dashboard/profile/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetCharacterProfileQueryOptions()),
  component: OwnProfilePage,
});
