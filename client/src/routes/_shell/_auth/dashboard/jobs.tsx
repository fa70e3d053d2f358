import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import { getGetJobsQueryOptions } from '../../../../api/generated/jobs/jobs';
import { JobsPage } from '../../../../features/jobs/JobsPage';

/** Issue 4: jobs by tier, live on `jobs:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/jobs')({
  loader: ({ context }) => primeQuery(context, getGetJobsQueryOptions()),
  component: JobsPage,
});
