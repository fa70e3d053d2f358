import { createFileRoute } from '@tanstack/react-router';
import { PlayersSearchPage } from '../../features/pvp/PlayersSearchPage';

/** Player search (spec 000 section 2): in the shell without a sign-in guard. */
export const Route = createFileRoute('/_shell/players')({
  component: PlayersSearchPage,
});
