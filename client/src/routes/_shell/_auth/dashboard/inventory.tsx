import { createFileRoute } from '@tanstack/react-router';
import { getGetInventoryQueryOptions } from '../../../../api/generated/inventory/inventory';
import { InventoryPage } from '../../../../features/gear/InventoryPage';
import { SpecialItemsInventoryPanel } from '../../../../features/special-shop/SpecialItemsInventoryPanel';

/**
 * Issue 11: equipment slots, stacks and effective stats, live on `inventory:update`; the special
 * items (issue 13) in their own panel below, each with its use.
 */
export const Route = createFileRoute('/_shell/_auth/dashboard/inventory')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(getGetInventoryQueryOptions()),
  component: () => (
    <InventoryPage>
      <SpecialItemsInventoryPanel />
    </InventoryPage>
  ),
});
