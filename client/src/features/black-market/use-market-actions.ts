import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  getGetBlackMarketQueryKey,
  getGetMyListingsQueryKey,
  useBuyListing,
  useCancelListing,
} from '../../api/generated/black-market/black-market';
import { getGetInventoryQueryKey } from '../../api/generated/inventory/inventory';
import type { ListingDto } from '../../api/generated/model/listingDto';
import { errorText } from '../../api/error-text';
import { useConfirm } from '../../components/use-confirm';
import { ar } from '../../i18n/ar';
import { formatMoney } from '../../lib/format';

/** Refetches what a market action changed: every market page, the player's listings and inventory. */
export function useRefreshMarket(): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      getGetBlackMarketQueryKey(),
      getGetMyListingsQueryKey(),
      getGetInventoryQueryKey(),
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
}

/**
 * Buying and withdrawing a listing, each after the player confirms in the game's dialog; the
 * server's Arabic refusal (sold to another buyer, not enough money) is a toast. Render `dialog` once.
 */
export function useMarketActions() {
  const t = ar.blackMarket;
  const refresh = useRefreshMarket();
  const { confirm, dialog } = useConfirm();
  const buy = useBuyListing();
  const cancel = useCancelListing();
  const label = (listing: ListingDto) => `${listing.itemName} ${t.quantity(listing.quantity)}`;

  const buyListing = async (listing: ListingDto) => {
    if (!(await confirm(t.confirmBuy(label(listing), `${formatMoney(listing.price)}`)))) return;
    buy.mutate(
      { id: listing.id },
      {
        onSuccess: () => toast.success(t.bought(label(listing))),
        onError: (failure) => toast.error(errorText(failure)),
        onSettled: refresh,
      },
    );
  };
  const cancelListing = async (listing: ListingDto) => {
    if (!(await confirm(t.confirmCancel(label(listing))))) return;
    cancel.mutate(
      { id: listing.id },
      {
        onSuccess: () => toast.success(t.cancelled),
        onError: (failure) => toast.error(errorText(failure)),
        onSettled: refresh,
      },
    );
  };
  const pendingId = buy.isPending ? buy.variables?.id : cancel.isPending ? cancel.variables?.id : undefined;
  return { buyListing, cancelListing, pendingId, dialog };
}
