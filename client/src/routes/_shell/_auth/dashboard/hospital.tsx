import { createFileRoute } from '@tanstack/react-router';
import { ConfinementPage } from '../../../../features/confinement/ConfinementPage';

/** Issue 4: the player's hospital stay and everyone in hospital. */
export const Route = createFileRoute('/_shell/_auth/dashboard/hospital')({
  component: () => <ConfinementPage type="hospital" />,
});
