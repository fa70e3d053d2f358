import { createFileRoute } from '@tanstack/react-router';
import { getGetFairnessStateQueryOptions } from '../../../../api/generated/fairness/fairness';
import { FairnessPage } from '../../../../features/fairness/FairnessPage';
import { optionalUuid } from '../../../../lib/search-params';

/** Issue 29: the provably fair check page. */
export const Route = createFileRoute('/_shell/_auth/dashboard/fairness')({
  // `?proof=<uuid>` opens a past roll's check; anything else is dropped. Read without a schema
  // library: validateSearch runs in the first download (lib/search-params).
  validateSearch: (search: Record<string, unknown>): { proof?: string } => ({
    proof: optionalUuid(search, 'proof'),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetFairnessStateQueryOptions()),
  component: FairnessRoute,
});

function FairnessRoute() {
  const { proof } = Route.useSearch();
  return <FairnessPage proofId={proof} />;
}
