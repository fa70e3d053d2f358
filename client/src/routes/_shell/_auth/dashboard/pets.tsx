import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '../../../../components/FeatureGate';
import { PropertyPage } from '../../../../features/gear/PropertyPage';
import { ar } from '../../../../i18n/ar';

/** Issue 11: owned and for sale, equip one, live on `pets:update`; the level lock below its level. */
export const Route = createFileRoute('/_shell/_auth/dashboard/pets')({
  component: () => (
    <FeatureGate feature="pets" bannerKey="pets" title={ar.nav.pets}>
      <PropertyPage kind="pet" />
    </FeatureGate>
  ),
});
