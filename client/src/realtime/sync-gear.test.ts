import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { getGetCharacterProfileQueryKey } from '../api/generated/character/character';
import { getGetHousesQueryKey } from '../api/generated/houses/houses';
import { getGetInventoryQueryKey } from '../api/generated/inventory/inventory';
import { getGetPetsQueryKey } from '../api/generated/pets/pets';
import { getGetRidesQueryKey } from '../api/generated/rides/rides';
import { getGetShopQueryKey } from '../api/generated/shop/shop';
import { fakeSocket } from '../test/fake-socket';
import { syncSocketToQueryCache } from './sync';

const inventory = { totalItems: 1, equippedItems: 1, inventory: [] };

describe('syncSocketToQueryCache (gear and property)', () => {
  it('writes shop, inventory, houses, rides and pets pushes into their REST query keys', () => {
    const queryClient = new QueryClient();
    const { socket, push } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    queryClient.setQueryData(getGetCharacterProfileQueryKey(), { strength: 1 });

    const shop = { weapons: [], armors: [] };
    push('shop:update', shop);
    push('inventory:update', inventory);
    push('houses:update', { houses: [] });
    push('rides:update', { rides: [] });
    push('pets:update', { pets: [], capacity: 2, petsOwned: 1 });

    expect(queryClient.getQueryData(getGetShopQueryKey())).toEqual(shop);
    expect(queryClient.getQueryData(getGetInventoryQueryKey())).toEqual(inventory);
    expect(queryClient.getQueryData(getGetHousesQueryKey())).toEqual({ houses: [] });
    expect(queryClient.getQueryData(getGetRidesQueryKey())).toEqual({ rides: [] });
    expect(queryClient.getQueryData(getGetPetsQueryKey())).toEqual({ pets: [], capacity: 2, petsOwned: 1 });
    // Equipment moved the effective stats: the character page refetches.
    expect(queryClient.getQueryState(getGetCharacterProfileQueryKey())?.isInvalidated).toBe(true);
  });

  it('asks again, after a reconnection, for the gear screens that are shown and only those', () => {
    const queryClient = new QueryClient();
    const { socket, push, emitted } = fakeSocket();
    syncSocketToQueryCache(socket, queryClient);
    for (const queryKey of [getGetShopQueryKey(), getGetPetsQueryKey()])
      new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => undefined);
    queryClient.setQueryData(getGetInventoryQueryKey(), inventory);

    push('authenticated', { user: { id: 'me' } });
    expect(emitted).toEqual(expect.arrayContaining(['shop:request', 'pets:request']));
    expect(emitted).not.toContain('inventory:request');
    expect(emitted).not.toContain('houses:request');
    expect(emitted).not.toContain('rides:request');
  });
});
