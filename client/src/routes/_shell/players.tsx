import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../lib/route-loader';
import { getSearchUsersQueryOptions } from '../../api/generated/players/players';
import { SEARCH_LIMIT } from '../../features/pvp/pvp-rules';
import { PlayersSearchPage } from '../../features/pvp/PlayersSearchPage';

/** Player search (spec 000 section 2): in the shell without a sign-in guard. */
export const Route = createFileRoute('/_shell/players')({
  // The top players by level the screen opens on.
  loader: ({ context }) =>
    primeQuery(context, getSearchUsersQueryOptions({ sort: 'level', limit: SEARCH_LIMIT })),
  component: PlayersSearchPage,
});
