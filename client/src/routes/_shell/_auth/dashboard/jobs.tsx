import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../../../features/jobs/JobsPage';

/** Issue 4: jobs by tier, live on `jobs:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/jobs')({
  component: JobsPage,
});
