import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import {
  getGetConfinementQueryOptions,
  getGetHospitalPatientsQueryOptions,
} from '../../../../api/generated/confinement/confinement';
import { ConfinementPage } from '../../../../features/confinement/ConfinementPage';

/** Issue 4: the player's hospital stay and everyone in hospital. */
export const Route = createFileRoute('/_shell/_auth/dashboard/hospital')({
  loader: ({ context }) =>
    Promise.all([
      primeQuery(context, getGetConfinementQueryOptions()),
      primeQuery(context, getGetHospitalPatientsQueryOptions()),
    ]),
  component: () => <ConfinementPage type="hospital" />,
});
