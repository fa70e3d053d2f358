import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import { getGetGymQueryOptions } from '../../../../api/generated/gym/gym';
import { GymPage } from '../../../../features/gym/GymPage';

/** Issue 4: gym training with a live progress bar. */
export const Route = createFileRoute('/_shell/_auth/dashboard/gym')({
  loader: ({ context }) => primeQuery(context, getGetGymQueryOptions()),
  component: GymPage,
});
