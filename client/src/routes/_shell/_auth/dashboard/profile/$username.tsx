import { createFileRoute } from '@tanstack/react-router';
import { getGetPublicProfileQueryOptions } from '../../../../../api/generated/players/players';
import { PublicProfilePage } from '../../../../../features/pvp/PublicProfilePage';
import { primeQuery } from '../../../../../lib/route-loader';

/** A username in the path: non-blank text (the page answers 'not found' for any other, as the server does). */
const isUsername = (username: string) => username.trim() !== '';

/** Another player's public profile with like and dislike (spec 000 sections 2 and 4). */
export const Route = createFileRoute('/_shell/_auth/dashboard/profile/$username')({
  loader: ({ context, params }) =>
    isUsername(params.username)
      ? primeQuery(context, getGetPublicProfileQueryOptions(params.username))
      : undefined,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { username } = Route.useParams();
  return <PublicProfilePage key={username} username={username} />;
}
