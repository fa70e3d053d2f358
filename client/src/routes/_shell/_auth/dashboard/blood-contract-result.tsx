import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { ContractResultPage } from '../../../../features/pvp/ContractResultPage';
import '../../../../features/pvp/nav-state';

/**
 * Spec 000 section 2 (Fight flow): the result arrives as navigation state from the contracts screen.
 * Without a result this screen redirects to the contracts screen, /dashboard/blood-contracts (the spec
 * spells it /blood-contracts here, a path that is a not-found page; issue 31 deviation note).
 */
/** Where a visit without a result goes. */
const BLOOD_CONTRACTS_PATH = '/dashboard/blood-contracts';

export const Route = createFileRoute('/_shell/_auth/dashboard/blood-contract-result')({
  beforeLoad: ({ location }) => {
    if (!location.state.contractResult) throw redirect({ href: BLOOD_CONTRACTS_PATH, replace: true });
  },
  component: ContractResultRoute,
});

function ContractResultRoute() {
  const result = useLocation({ select: (location) => location.state.contractResult });
  return result ? <ContractResultPage result={result} /> : null;
}
