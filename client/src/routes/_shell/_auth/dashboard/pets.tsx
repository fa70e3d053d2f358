import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import { propertyQueryOptions } from '../../../../features/gear/property-kinds';
import { FeatureGate } from '../../../../components/FeatureGate';
import { PropertyPage } from '../../../../features/gear/PropertyPage';
import { ar } from '../../../../i18n/ar';

/** Issue 11: owned and for sale, equip one, live on `pets:update`; the level lock below its level. */
export const Route = createFileRoute('/_shell/_auth/dashboard/pets')({
  loader: ({ context }) => primeQuery(context, propertyQueryOptions('pet')),
  component: () => (
    <FeatureGate feature="pets" bannerKey="pets" title={ar.nav.pets}>
      <PropertyPage kind="pet" />
    </FeatureGate>
  ),
});
