import { createFileRoute } from '@tanstack/react-router';
import { BankPage } from '../../../../../features/bank/BankPage';

/** Issue 4: the bank (level 11), live on `bank:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/bank/')({
  component: BankPage,
});
