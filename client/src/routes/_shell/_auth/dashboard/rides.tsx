import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '../../../../components/FeatureGate';
import { UnavailableSection } from '../../../../components/SectionPage';
import { ar } from '../../../../i18n/ar';

/** A screen a later release builds: the shell, its banner and the empty state; the level lock below its level. */
export const Route = createFileRoute('/_shell/_auth/dashboard/rides')({
  component: () => (
    <FeatureGate feature="rides" bannerKey="rides" title={ar.nav.rides}>
      <UnavailableSection bannerKey="rides" title={ar.nav.rides} />
    </FeatureGate>
  ),
});
