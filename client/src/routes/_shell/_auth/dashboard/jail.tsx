import { createFileRoute } from '@tanstack/react-router';
import { ConfinementPage } from '../../../../features/confinement/ConfinementPage';

/** Issue 4: the player's jail stay and everyone in jail. */
export const Route = createFileRoute('/_shell/_auth/dashboard/jail')({
  component: () => <ConfinementPage type="jail" />,
});
