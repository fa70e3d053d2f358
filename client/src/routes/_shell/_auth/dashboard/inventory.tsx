import { createFileRoute } from '@tanstack/react-router';
import { getGetInventoryQueryOptions } from '../../../../api/generated/inventory/inventory';
import { InventoryPage } from '../../../../features/gear/InventoryPage';

/** Issue 11: equipment slots, stacks and effective stats, live on `inventory:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/inventory')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(getGetInventoryQueryOptions()),
  component: () => <InventoryPage />,
});
