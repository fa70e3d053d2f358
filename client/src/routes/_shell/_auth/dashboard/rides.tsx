import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '../../../../components/FeatureGate';
import { PropertyPage } from '../../../../features/gear/PropertyPage';
import { ar } from '../../../../i18n/ar';

/** Issue 11: owned and for sale, equip one, live on `rides:update`; the level lock below its level. */
export const Route = createFileRoute('/_shell/_auth/dashboard/rides')({
  component: () => (
    <FeatureGate feature="rides" bannerKey="rides" title={ar.nav.rides}>
      <PropertyPage kind="ride" />
    </FeatureGate>
  ),
});
