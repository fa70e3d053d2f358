import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { ar } from '../../i18n/ar';
import { oneOf } from '../../lib/search-params';

const CHECKOUT_OUTCOMES = ['success', 'cancelled'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];
export interface CheckoutReturnSearch {
  checkout?: CheckoutOutcome;
}

/**
 * Search of `/dashboard/special-shop`: Stripe Checkout sends the buyer back with `?checkout=success`
 * or `?checkout=cancelled` (the server's `success_url` / `cancel_url`, `modules/packages/stripe-checkout.ts`).
 * Any other value, or none, parses as no checkout; other keys are dropped. Read without a schema
 * library (lib/search-params): a route's validateSearch runs in every player's first download.
 */
export const checkoutReturnSearch = {
  parse: (search: Record<string, unknown>): CheckoutReturnSearch => ({
    checkout: oneOf(search, 'checkout', CHECKOUT_OUTCOMES),
  }),
};

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
      toast.success(ar.specialShop.checkoutSuccess, { id: 'checkout-success', duration: 6000 });
    else toast.error(ar.specialShop.checkoutCancelled, { id: 'checkout-cancelled' });
    dropParam();
  }, [checkout, dropParam]);
}
