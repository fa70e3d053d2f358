import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { ContractResultPage } from '../../../../features/pvp/ContractResultPage';
import '../../../../features/pvp/nav-state';

/**
 * Spec 000 section 2 (Fight flow): the result arrives as navigation state from the contracts screen.
 * Without a result this screen redirects to /blood-contracts, as the spec spells it (its button goes
 * to /dashboard/blood-contracts: "the route is spelled differently in the two places").
 */
export const Route = createFileRoute('/_shell/_auth/dashboard/blood-contract-result')({
  beforeLoad: ({ location }) => {
    if (!location.state.contractResult) throw redirect({ href: '/blood-contracts', replace: true });
  },
  component: ContractResultRoute,
});

function ContractResultRoute() {
  const result = useLocation({ select: (location) => location.state.contractResult });
  return result ? <ContractResultPage result={result} /> : null;
}
