import { createFileRoute } from '@tanstack/react-router';
import { FeatureGate } from '../../../../components/FeatureGate';
import { TransfersPage } from '../../../../features/transfers/TransfersPage';
import { ar } from '../../../../i18n/ar';

/** Issue 13: transfers of money and weapons (level 25 on the server). */
export const Route = createFileRoute('/_shell/_auth/dashboard/transfers')({
  component: () => (
    <FeatureGate feature="transfers" bannerKey="transfers" title={ar.nav.transfers}>
      <TransfersPage />
    </FeatureGate>
  ),
});
