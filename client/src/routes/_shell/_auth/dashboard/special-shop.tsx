import { createFileRoute } from '@tanstack/react-router';
import { getGetSpecialShopQueryOptions } from '../../../../api/generated/special-shop/special-shop';
import { SpecialShopPage } from '../../../../features/special-shop/SpecialShopPage';

/** Issue 13: the blackcoin shop, live on `specialShop:update`. */
export const Route = createFileRoute('/_shell/_auth/dashboard/special-shop')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetSpecialShopQueryOptions()),
  component: SpecialShopPage,
});
