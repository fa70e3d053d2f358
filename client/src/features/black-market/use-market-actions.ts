import { toast } from '../../lib/toast';
import { useBuyListing, useCancelListing } from '../../api/generated/black-market/black-market';
import type { ListingDto } from '../../api/generated/model/listingDto';
import { errorText } from '../../api/error-text';
import { useConfirm } from '../../components/use-confirm';
import { arBlackMarket } from '../../i18n/ar-black-market';
import { formatMoney } from '../../lib/format';

/**
 * Buying and withdrawing a listing, each after the player confirms in the game's dialog; the
 * server's Arabic refusal (sold to another buyer, not enough money) is a toast, and so is the notice of
 * a purchase held for review. Render `dialog` once.
 * What changed comes by push: `blackMarket:update` (the pages and the player's listings, realtime/sync.ts),
 * `inventory:update` and `hud:update`.
 */
export function useMarketActions() {
  const t = arBlackMarket.blackMarket;
  const { confirm, dialog } = useConfirm();
  const buy = useBuyListing();
  const cancel = useCancelListing();
  const label = (listing: ListingDto) => `${listing.itemName} ${t.quantity(listing.quantity)}`;

  const buyListing = async (listing: ListingDto) => {
    if (!(await confirm(t.confirmBuy(label(listing), `${formatMoney(listing.price)}`)))) return;
    buy.mutate(
      { id: listing.id },
      {
        // A purchase between linked accounts waits for an admin: the answer says why (issue 30).
        onSuccess: (bought) =>
          bought.notice ? toast(bought.notice, { icon: '⏳' }) : toast.success(t.bought(label(listing))),
        onError: (failure) => toast.error(errorText(failure)),
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
      },
    );
  };
  const pendingId = buy.isPending ? buy.variables?.id : cancel.isPending ? cancel.variables?.id : undefined;
  return { buyListing, cancelListing, pendingId, dialog };
}
