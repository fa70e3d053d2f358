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
 * library (lib/search-params): a route's validateSearch runs in every player's first download, so this
 * file imports no strings (the toast lives in checkout-return.ts).
 */
export const checkoutReturnSearch = {
  parse: (search: Record<string, unknown>): CheckoutReturnSearch => ({
    checkout: oneOf(search, 'checkout', CHECKOUT_OUTCOMES),
  }),
};
