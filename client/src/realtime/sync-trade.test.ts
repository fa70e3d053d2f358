import { QueryClient } from '@tanstack/react-query';
import {
  getGetBlackMarketQueryKey,
  getGetMyListingsQueryKey,
} from '../api/generated/black-market/black-market';
import { getGetInventoryQueryKey } from '../api/generated/inventory/inventory';
import type { BlackMarketPageDto } from '../api/generated/model/blackMarketPageDto';
import type { InventoryDto } from '../api/generated/model/inventoryDto';
import { getGetTransfersQueryKey } from '../api/generated/transfers/transfers';
import { fakeSocket } from '../test/fake-socket';
import { syncSocketToQueryCache } from './sync';

const isStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

const page: BlackMarketPageDto = {
  listings: [],
  total: 0,
  page: 1,
  limit: 20,
  sellerSharePercent: 95,
  feePercent: 5,
};

describe('syncSocketToQueryCache (black market and transfers)', () => {
  it('writes blackMarket:update into the unfiltered market and refetches filtered pages and my listings', () => {
    const queryClient = new QueryClient();
    const filtered = getGetBlackMarketQueryKey({ sort: 'price_asc' });
    queryClient.setQueryData(filtered, page);
    queryClient.setQueryData(getGetMyListingsQueryKey(), { listings: [] });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('blackMarket:update', { ...page, total: 3 });
    expect(queryClient.getQueryData(getGetBlackMarketQueryKey())).toEqual({ ...page, total: 3 });
    expect(isStale(queryClient, getGetBlackMarketQueryKey())).toBe(false);
    expect(isStale(queryClient, filtered)).toBe(true);
    expect(isStale(queryClient, getGetMyListingsQueryKey())).toBe(true);
  });

  it('writes inventory:update into GET /api/inventory', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    const inventory: InventoryDto = { totalItems: 0, equippedItems: 0, inventory: [] };
    push('inventory:update', inventory);
    expect(queryClient.getQueryData(getGetInventoryQueryKey())).toEqual(inventory);
  });

  it('refetches the transfer history when a transfer arrives', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getGetTransfersQueryKey(), { transfers: [] });
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    push('notification', {
      id: 1,
      type: 'transfer_received',
      message: 'x',
      data: {},
      isRead: false,
      createdAt: '2026-11-26T00:00:00.000Z',
    } as never);
    expect(isStale(queryClient, getGetTransfersQueryKey())).toBe(true);
  });
});
