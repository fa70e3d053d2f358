import { createFileRoute } from '@tanstack/react-router';
import { UnavailableSection } from '../../../../components/SectionPage';
import { ar } from '../../../../i18n/ar';
import { SpecialItemsInventoryPanel } from '../../../../features/special-shop/SpecialItemsInventoryPanel';

/** The inventory; its special items (issue 13) in their own panel below. */
export const Route = createFileRoute('/_shell/_auth/dashboard/inventory')({
  component: () => (
    <div className="flex flex-col gap-5">
      <UnavailableSection bannerKey="inventory" title={ar.nav.inventory} />
      <SpecialItemsInventoryPanel />
    </div>
  ),
});
