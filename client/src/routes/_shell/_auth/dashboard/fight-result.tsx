import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { FightResultPage } from '../../../../features/pvp/FightResultPage';
import '../../../../features/pvp/nav-state';

/**
 * Spec 000 section 2 (Fight flow): the result arrives as navigation state from the screen that
 * produced it; without a result this screen sends the player to /dashboard/active-users.
 */
export const Route = createFileRoute('/_shell/_auth/dashboard/fight-result')({
  beforeLoad: ({ location }) => {
    if (!location.state.fightResult) throw redirect({ to: '/dashboard/active-users', replace: true });
  },
  component: FightResultRoute,
});

function FightResultRoute() {
  const result = useLocation({ select: (location) => location.state.fightResult });
  return result ? <FightResultPage result={result} /> : null;
}
