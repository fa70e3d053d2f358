import { createFileRoute } from '@tanstack/react-router';
import { primeQuery } from '../../../../../lib/route-loader';
import { getGetBankQueryOptions } from '../../../../../api/generated/bank/bank';
import { FeatureGate } from '../../../../../components/FeatureGate';
import { ar } from '../../../../../i18n/ar';
import { BankPage } from '../../../../../features/bank/BankPage';

/** Issue 4: the bank (level 11), live on `bank:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/bank/')({
  loader: ({ context }) => primeQuery(context, getGetBankQueryOptions()),
  component: () => (
    <FeatureGate feature="bank" bannerKey="bank" title={ar.nav.bank}>
      <BankPage />
    </FeatureGate>
  ),
});
