import { answer, resetFakeApi } from '../../test/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router';
import { PropertyPage } from './PropertyPage';

const pet = (id: number, name: string, owned: boolean, isEquipped: boolean, cost = 100) => ({
  id,
  name,
  description: '',
  imageUrl: '',
  isActive: true,
  rarity: 'rare',
  currency: 'money',
  cost,
  powerBonus: 7,
  owned,
  isEquipped,
  sellPrice: cost / 2,
});
const hud = {
  hp: 1,
  maxHp: 1,
  energy: 1,
  maxEnergy: 1,
  exp: 0,
  nextLevelExp: 1,
  level: 21,
  money: 1000,
  blackcoins: 0,
};
const section = (testId: string) => screen.getByTestId(testId);

describe('PropertyPage (pets)', () => {
  beforeEach(() => {
    resetFakeApi();
    answer('/api/character/hud', 200, hud);
  });

  it('shows the room the house gives and refuses another pet when it is full', async () => {
    answer('/api/pets', 200, {
      pets: [pet(1, 'كلب', true, true), pet(2, 'صقر', false, false)],
      capacity: 1,
      petsOwned: 1,
    });
    renderWithRouter(<PropertyPage kind="pet" />);
    expect((await screen.findByTestId('pet-room')).textContent).toContain('الحيوانات الأليفة: ١ من ١');
    const owned = within(section('property-owned'));
    expect(owned.getByText('كلب')).toBeTruthy();
    expect(owned.getByTestId('property-unequip')).toBeTruthy();
    expect(owned.getByTestId('property-sell').textContent).toContain('٥٠');
    const forSale = within(section('property-for-sale'));
    await waitFor(() =>
      expect(forSale.getByTestId('property-blocker').textContent).toBe(
        'لا يتسع منزلك لحيوان أليف آخر، جهّز منزلاً أكبر أولاً',
      ),
    );
    expect((forSale.getByTestId('property-buy') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a pet for sale while there is room and the cash pays for it', async () => {
    answer('/api/pets', 200, {
      pets: [pet(2, 'صقر', false, false), pet(3, 'نمر', false, false, 5000)],
      capacity: 2,
      petsOwned: 0,
    });
    renderWithRouter(<PropertyPage kind="pet" />);
    await screen.findByText('صقر');
    const card = (name: string) => within(screen.getByText(name).closest('article') as HTMLElement);
    await waitFor(() =>
      expect((card('صقر').getByTestId('property-buy') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(card('نمر').getByTestId('property-blocker').textContent).toBe('لا تملك ما يكفي من المال');
    expect(within(section('property-owned')).getByText('لا تملك أي عنصر من هذا النوع بعد')).toBeTruthy();
  });
});
