import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { getGetSpecialShopQueryOptions } from '../../../../api/generated/special-shop/special-shop';
import { checkoutReturnSearch } from '../../../../features/special-shop/checkout-search';
import { SpecialShopPage } from '../../../../features/special-shop/SpecialShopPage';

/** Issue 13: the blackcoin shop, live on `specialShop:update`; `?checkout=` is the return from Stripe Checkout. */
export const Route = createFileRoute('/_shell/_auth/dashboard/special-shop')({
  validateSearch: (search: Record<string, unknown>) => checkoutReturnSearch.parse(search),
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetSpecialShopQueryOptions()),
  component: SpecialShopRoute,
});

function SpecialShopRoute() {
  const { checkout } = Route.useSearch();
  const navigate = Route.useNavigate();
  const dropCheckoutParam = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <SpecialShopPage checkoutOutcome={checkout} dropCheckoutParam={dropCheckoutParam} />;
}
