import { createFileRoute } from '@tanstack/react-router';
import { getGetCrimesQueryOptions } from '../../../../api/generated/crimes/crimes';
import { CrimesPage } from '../../../../features/crimes/CrimesPage';

/** Issue 4: the crimes list, live on `crimesList:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/crimes')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetCrimesQueryOptions()),
  component: CrimesPage,
});
