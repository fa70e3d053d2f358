import { createFileRoute } from '@tanstack/react-router';
import { PublicProfilePage } from '../../../../../features/pvp/PublicProfilePage';

/** Another player's public profile with like and dislike (spec 000 sections 2 and 4). */
export const Route = createFileRoute('/_shell/_auth/dashboard/profile/$username')({
  component: ProfileRoute,
});

function ProfileRoute() {
  const { username } = Route.useParams();
  return <PublicProfilePage key={username} username={username} />;
}
