import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../lib/route-loader';
import { getGetMinistryMissionsQueryOptions } from '../../../api/generated/ministry-missions/ministry-missions';
import { FeatureGate } from '../../../components/FeatureGate';
import { MinistryMissionsPage } from '../../../features/ministry-missions/MinistryMissionsPage';
import { ar } from '../../../i18n/ar';

/** Ministry missions (spec 000 section 2): in the shell without a sign-in guard; level 5 on the server. */
export const Route = createFileRoute('/_shell/dashboard/ministry-mission')({
  loader: ({ context }) => primeQuery(context, getGetMinistryMissionsQueryOptions()),
  component: () => (
    <FeatureGate feature="ministryMissions" bannerKey="ministryMission" title={ar.nav.ministryMission}>
      <MinistryMissionsPage />
    </FeatureGate>
  ),
});
