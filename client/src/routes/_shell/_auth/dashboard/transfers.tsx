import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../lib/route-loader';
import { getGetTransfersQueryOptions } from '../../../../api/generated/transfers/transfers';
import { FeatureGate } from '../../../../components/FeatureGate';
import { TransfersPage } from '../../../../features/transfers/TransfersPage';
import { ar } from '../../../../i18n/ar';

/** Issue 13: transfers of money and weapons (level 25 on the server). */
export const Route = createFileRoute('/_shell/_auth/dashboard/transfers')({
  loader: ({ context }) => primeQuery(context, getGetTransfersQueryOptions()),
  component: () => (
    <FeatureGate feature="transfers" bannerKey="transfers" title={ar.nav.transfers}>
      <TransfersPage />
    </FeatureGate>
  ),
});
