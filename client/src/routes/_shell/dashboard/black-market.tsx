import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '../../../components/FeatureGate';
import { UnavailableSection } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar';

/** A screen a later release builds: the shell, its banner and the empty state; the level lock below its level. */
export const Route = createFileRoute('/_shell/dashboard/black-market')({
  component: () => (
    <FeatureGate feature="blackMarket" bannerKey="shop" title={ar.nav.blackMarket}>
      <UnavailableSection bannerKey="shop" title={ar.nav.blackMarket} />
    </FeatureGate>
  ),
});
