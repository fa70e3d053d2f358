import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import { propertyQueryOptions } from '../../../../features/gear/property-kinds';
import { FeatureGate } from '../../../../components/FeatureGate';
import { PropertyPage } from '../../../../features/gear/PropertyPage';
import { ar } from '../../../../i18n/ar';

/** Issue 11: owned and for sale, equip one, live on `houses:update`; the level lock below its level. */
export const Route = createFileRoute('/_shell/_auth/dashboard/houses')({
  loader: ({ context }) => primeQuery(context, propertyQueryOptions('house')),
  component: () => (
    <FeatureGate feature="houses" bannerKey="houses" title={ar.nav.houses}>
      <PropertyPage kind="house" />
    </FeatureGate>
  ),
});
