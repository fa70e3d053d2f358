import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { getGetFairnessStateQueryOptions } from '../../../../api/generated/fairness/fairness';
import { FairnessPage } from '../../../../features/fairness/FairnessPage';

/** `?proof=<uuid>` opens a past roll's check; anything else is dropped. */
const fairnessSearch = z.object({ proof: z.string().uuid().optional().catch(undefined) });

/** Issue 29: the provably fair check page. */
export const Route = createFileRoute('/_shell/_auth/dashboard/fairness')({
  validateSearch: (search: Record<string, unknown>) => fairnessSearch.parse(search),
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetFairnessStateQueryOptions()),
  component: FairnessRoute,
});

function FairnessRoute() {
  const { proof } = Route.useSearch();
  return <FairnessPage proofId={proof} />;
}
