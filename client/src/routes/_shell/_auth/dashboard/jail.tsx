import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import {
  getGetConfinementQueryOptions,
  getGetJailInmatesQueryOptions,
} from '../../../../api/generated/confinement/confinement';
import { ConfinementPage } from '../../../../features/confinement/ConfinementPage';

/** Issue 4: the player's jail stay and everyone in jail. */
export const Route = createFileRoute('/_shell/_auth/dashboard/jail')({
  loader: ({ context }) =>
    Promise.all([
      primeQuery(context, getGetConfinementQueryOptions()),
      primeQuery(context, getGetJailInmatesQueryOptions()),
    ]),
  component: () => <ConfinementPage type="jail" />,
});
