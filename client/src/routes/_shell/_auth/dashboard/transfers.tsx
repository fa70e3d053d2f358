import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '../../../../components/FeatureGate';
import { UnavailableSection } from '../../../../components/SectionPage';
import { ar } from '../../../../i18n/ar';

/** A screen a later release builds: the shell, its banner and the empty state; the level lock below its level. */
export const Route = createFileRoute('/_shell/_auth/dashboard/transfers')({
  component: () => (
    <FeatureGate feature="transfers" bannerKey="transfers" title={ar.nav.transfers}>
      <UnavailableSection bannerKey="transfers" title={ar.nav.transfers} />
    </FeatureGate>
  ),
});
