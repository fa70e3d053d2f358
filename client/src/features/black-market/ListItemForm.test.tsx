import { answer, calls, resetFakeApi } from '../../test/fake-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { getGetMyListingsQueryKey } from '../../api/generated/black-market/black-market';
import { ListItemForm } from './ListItemForm';

const unit = {
  rarity: 'common',
  damage: 0,
  def: 0,
  hpBonus: 0,
  energyBonus: 0,
  powerBonus: 0,
  slot: null,
  sellPrice: 1,
  currency: 'money',
  imageUrl: '',
  isEquipped: false,
};
const inventory = {
  inventory: [
    { ...unit, type: 'weapon', itemId: 1, name: 'سكين', quantity: 2, damage: 5 },
    { ...unit, type: 'weapon', itemId: 2, name: 'مسدس مجهز', quantity: 1, isEquipped: true },
    { ...unit, type: 'special', itemId: 7, name: 'جرعة صحة كبرى', quantity: 3 },
    { ...unit, type: 'house', itemId: 4, name: 'شقة', quantity: 1 },
  ],
};

describe('ListItemForm (DESIGN.md section 6, Black market)', () => {
  beforeEach(() => answer('/api/inventory', 200, inventory));
  afterEach(resetFakeApi);

  it('offers unequipped weapons, armors and special items, and lists a special item', async () => {
    renderWithRouter(<ListItemForm feePercent={5} onListed={() => undefined} />);
    const select = (await screen.findByTestId('list-item-select')) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    const labels = [...select.options].map((option) => option.textContent ?? '');
    expect(labels.some((label) => label.includes('جرعة صحة كبرى') && label.includes('عنصر خاص'))).toBe(true);
    expect(labels.some((label) => label.includes('سكين'))).toBe(true);
    expect(labels.some((label) => label.includes('مسدس مجهز') || label.includes('شقة'))).toBe(false);

    answer('/api/black-market/listings', 201, {});
    fireEvent.change(select, { target: { value: 'special:7' } });
    fireEvent.change(screen.getByTestId('list-item-price'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('list-item-submit'));
    await waitFor(() => expect(calls).toContain('/api/black-market/listings'));
  });

  it("puts the new listing into the player's listings at once, before any refetch (issue 31 point 2)", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const old = { id: 3, itemName: 'سكين', quantity: 1, price: 100, status: 'active' };
    queryClient.setQueryData(getGetMyListingsQueryKey(), { listings: [old] });
    const created = { id: 9, itemName: 'جرعة صحة كبرى', quantity: 1, price: 500, status: 'active' };
    answer('/api/black-market/listings', 201, created);
    let listed = false;
    render(
      <QueryClientProvider client={queryClient}>
        <ListItemForm feePercent={5} onListed={() => (listed = true)} />
      </QueryClientProvider>,
    );
    const select = (await screen.findByTestId('list-item-select')) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    fireEvent.change(select, { target: { value: 'special:7' } });
    fireEvent.change(screen.getByTestId('list-item-price'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('list-item-submit'));
    await waitFor(() => expect(listed).toBe(true));
    const mine = queryClient.getQueryData<{ listings: { id: number }[] }>(getGetMyListingsQueryKey());
    expect(mine?.listings.map((listing) => listing.id)).toEqual([9, 3]);
  });
});
