import { createFileRoute } from '@tanstack/react-router';
import { getGetShopQueryOptions } from '../../../../api/generated/shop/shop';
import { FeatureGate } from '../../../../components/FeatureGate';
import { ShopPage } from '../../../../features/gear/ShopPage';
import { ar } from '../../../../i18n/ar';

/** Issue 11: weapons and armors, live on `shop:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/shop')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(getGetShopQueryOptions()),
  component: () => (
    <FeatureGate feature="shop" bannerKey="shop" title={ar.nav.shop}>
      <ShopPage />
    </FeatureGate>
  ),
});
