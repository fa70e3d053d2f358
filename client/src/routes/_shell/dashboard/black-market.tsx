import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '../../../components/FeatureGate';
import { BlackMarketPage } from '../../../features/black-market/BlackMarketPage';
import { ar } from '../../../i18n/ar';

/** Issue 13: the black market (level 20 on the server), live on `blackMarket:update`. */
export const Route = createFileRoute('/_shell/dashboard/black-market')({
  component: () => (
    <FeatureGate feature="blackMarket" bannerKey="shop" title={ar.nav.blackMarket}>
      <BlackMarketPage />
    </FeatureGate>
  ),
});
