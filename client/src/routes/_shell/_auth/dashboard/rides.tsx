import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import { propertyQueryOptions } from '../../../../features/gear/property-kinds';
import { FeatureGate } from '../../../../components/FeatureGate';
import { PropertyPage } from '../../../../features/gear/PropertyPage';
import { ar } from '../../../../i18n/ar';

/** Issue 11: owned and for sale, equip one, live on `rides:update`; the level lock below its level. */
export const Route = createFileRoute('/_shell/_auth/dashboard/rides')({
  loader: ({ context }) => primeQuery(context, propertyQueryOptions('ride')),
  component: () => (
    <FeatureGate feature="rides" bannerKey="rides" title={ar.nav.rides}>
      <PropertyPage kind="ride" />
    </FeatureGate>
  ),
});
