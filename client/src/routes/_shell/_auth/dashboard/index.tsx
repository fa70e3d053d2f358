import { createFileRoute } from '@tanstack/react-router';
import { getGetAccountProfileQueryOptions } from '../../../../api/generated/auth/auth';
import { DashboardPage } from '../../../../features/dashboard/DashboardPage';

export const Route = createFileRoute('/_shell/_auth/dashboard/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetAccountProfileQueryOptions()),
  component: DashboardPage,
});
