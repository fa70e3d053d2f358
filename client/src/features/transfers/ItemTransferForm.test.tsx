import { answer, resetFakeApi } from '../../test/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router';
import { ItemTransferForm } from './ItemTransferForm';

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

describe('ItemTransferForm (DESIGN.md section 6, Transfers)', () => {
  afterEach(resetFakeApi);

  it('offers weapons and armors only: special items cannot be transferred', async () => {
    answer('/api/inventory', 200, {
      inventory: [
        { ...unit, type: 'armor', itemId: 3, name: 'خوذة', quantity: 1, def: 4 },
        { ...unit, type: 'special', itemId: 7, name: 'جرعة صحة كبرى', quantity: 3 },
      ],
    });
    renderWithRouter(<ItemTransferForm />);
    const form = await screen.findByTestId('item-transfer-form');
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(1));
    const labels = within(form)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(labels.some((label) => label.includes('خوذة'))).toBe(true);
    expect(labels.some((label) => label.includes('جرعة صحة كبرى'))).toBe(false);
  });
});
