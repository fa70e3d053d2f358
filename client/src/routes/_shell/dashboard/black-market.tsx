import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../lib/route-loader';
import { getGetBlackMarketQueryOptions } from '../../../api/generated/black-market/black-market';
import { FeatureGate } from '../../../components/FeatureGate';
import { BlackMarketPage } from '../../../features/black-market/BlackMarketPage';
import { ar } from '../../../i18n/ar';

/** Issue 13: the black market (level 20 on the server), live on `blackMarket:update`. */
export const Route = createFileRoute('/_shell/dashboard/black-market')({
  // The unfiltered first page, the one `blackMarket:update` pushes.
  loader: ({ context }) => primeQuery(context, getGetBlackMarketQueryOptions()),
  component: () => (
    <FeatureGate feature="blackMarket" bannerKey="shop" title={ar.nav.blackMarket}>
      <BlackMarketPage />
    </FeatureGate>
  ),
});
