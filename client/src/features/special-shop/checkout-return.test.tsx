import { StrictMode, useCallback } from 'react';
import { render, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { toast } from '../../lib/toast';
import { arSpecialShop } from '../../i18n/ar-special-shop';
import { useCheckoutReturnToast } from './checkout-return';
import { checkoutReturnSearch } from './checkout-search';

jest.mock('../../lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

// jsdom has no scrolling; the router's scroll restoration calls it after each load.
window.scrollTo = () => undefined;

/** A memory router with the shop path validated like the real route, opened at `url` (in StrictMode). */
function openShop(url: string) {
  const root = createRootRoute();
  const shop = createRoute({
    getParentRoute: () => root,
    path: '/dashboard/special-shop',
    validateSearch: (search: Record<string, unknown>) => checkoutReturnSearch.parse(search),
    component: function Shop() {
      const { checkout } = shop.useSearch();
      const navigate = shop.useNavigate();
      const drop = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
      useCheckoutReturnToast(checkout, drop);
      return <p>shop</p>;
    },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([shop]), history });
  render(
    <StrictMode>
      <RouterProvider router={router as never} />
    </StrictMode>,
  );
  return history;
}

describe('checkout return toast', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows checkoutSuccess once after ?checkout=success and drops the query', async () => {
    const history = openShop('/dashboard/special-shop?checkout=success');
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe('/dashboard/special-shop');
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(arSpecialShop.specialShop.checkoutSuccess, expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows checkoutCancelled once after ?checkout=cancelled and drops the query', async () => {
    const history = openShop('/dashboard/special-shop?checkout=cancelled');
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(arSpecialShop.specialShop.checkoutCancelled, expect.anything());
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows nothing without the query or with an unknown value', async () => {
    expect(checkoutReturnSearch.parse({ checkout: 'stolen' })).toEqual({ checkout: undefined });
    expect(checkoutReturnSearch.parse({})).toEqual({});
    const history = openShop('/dashboard/special-shop');
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard/special-shop'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
