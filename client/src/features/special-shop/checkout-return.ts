import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { ar } from '../../i18n/ar';

/**
 * Search of `/dashboard/special-shop`: Stripe Checkout sends the buyer back with `?checkout=success`
 * or `?checkout=cancelled` (the server's `success_url` / `cancel_url`, `modules/packages/stripe-checkout.ts`).
 * Any other value, or none, parses as no checkout; other keys are dropped.
 */
export const checkoutReturnSearch = z.object({
  checkout: z.enum(['success', 'cancelled']).optional().catch(undefined),
});

export type CheckoutReturnSearch = z.infer<typeof checkoutReturnSearch>;
export type CheckoutOutcome = NonNullable<CheckoutReturnSearch['checkout']>;

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
