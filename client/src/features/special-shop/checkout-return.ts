import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { arSpecialShop } from '../../i18n/ar-special-shop';
import type { CheckoutOutcome } from './checkout-search';

export type { CheckoutOutcome, CheckoutReturnSearch } from './checkout-search';

/**
 * After a return from Stripe Checkout, shows `checkoutSuccess` (the blackcoins arrive with the webhook)
 * or `checkoutCancelled` as one toast, then calls `dropParam` so the query leaves the address and a
 * reload shows nothing. The toast has a fixed id, so a repeated effect never shows a second one.
 */
export function useCheckoutReturnToast(checkout: CheckoutOutcome | undefined, dropParam: () => void) {
  const shown = useRef<CheckoutOutcome | null>(null);
  useEffect(() => {
    if (!checkout || shown.current === checkout) return;
    shown.current = checkout;
    if (checkout === 'success')
      toast.success(arSpecialShop.specialShop.checkoutSuccess, { id: 'checkout-success', duration: 6000 });
    else toast.error(arSpecialShop.specialShop.checkoutCancelled, { id: 'checkout-cancelled' });
    dropParam();
  }, [checkout, dropParam]);
}
