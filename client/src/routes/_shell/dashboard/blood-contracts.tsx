import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../lib/route-loader';
import { getGetBloodContractsQueryOptions } from '../../../api/generated/blood-contracts/blood-contracts';
import { FeatureGate } from '../../../components/FeatureGate';
import { ar } from '../../../i18n/ar';
import { BloodContractsPage } from '../../../features/pvp/BloodContractsPage';

/** Blood contracts (spec 000 section 2): in the shell without a sign-in guard; level 6 on the server. */
export const Route = createFileRoute('/_shell/dashboard/blood-contracts')({
  loader: ({ context }) => primeQuery(context, getGetBloodContractsQueryOptions()),
  component: () => (
    <FeatureGate feature="bloodContracts" bannerKey="bloodContract" title={ar.nav.bloodContracts}>
      <BloodContractsPage />
    </FeatureGate>
  ),
});
