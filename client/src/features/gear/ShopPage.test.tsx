import { answer, calls, resetFakeApi } from '../../test/fake-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router';
import { ShopPage } from './ShopPage';

const item = { description: '', imageUrl: '', isActive: true };
const shop = {
  weapons: [
    {
      ...item,
      id: 1,
      name: 'مسدس رخيص',
      damage: 5,
      energyBonus: 0,
      price: 100,
      rarity: 'common',
      currency: 'money',
    },
    {
      ...item,
      id: 2,
      name: 'بندقية غالية',
      damage: 50,
      energyBonus: 5,
      price: 500,
      rarity: 'epic',
      currency: 'money',
    },
  ],
  armors: [
    {
      ...item,
      id: 3,
      name: 'خوذة سوداء',
      def: 10,
      hpBonus: 0,
      price: 3,
      rarity: 'legend',
      slot: 'head',
      currency: 'blackcoin',
    },
  ],
};
const hud = {
  hp: 1,
  maxHp: 1,
  energy: 1,
  maxEnergy: 1,
  exp: 0,
  nextLevelExp: 1,
  level: 1,
  money: 250,
  blackcoins: 2,
};

const buyButton = (element: HTMLElement) => element as HTMLButtonElement;
const card = (name: string) => screen.getByText(name).closest('article') as HTMLElement;

describe('ShopPage', () => {
  beforeEach(() => {
    resetFakeApi();
    answer('/api/shop', 200, shop);
    answer('/api/character/hud', 200, hud);
  });

  it('shows stars and currencies, disables what the cash cannot pay with the reason, and filters by kind and rarity', async () => {
    renderWithRouter(<ShopPage />);
    await screen.findByText('مسدس رخيص');
    await waitFor(() =>
      expect(buyButton(within(card('مسدس رخيص')).getByTestId('shop-buy')).disabled).toBe(false),
    );
    expect(buyButton(within(card('بندقية غالية')).getByTestId('shop-buy')).disabled).toBe(true);
    expect(within(card('بندقية غالية')).getByTestId('shop-blocker').textContent).toContain(
      'لا تملك ما يكفي من المال',
    );
    expect(within(card('خوذة سوداء')).getByTestId('shop-blocker').textContent).toContain(
      'لا تملك ما يكفي من العملة السوداء',
    );
    expect(within(card('خوذة سوداء')).getByTestId('rarity-stars').getAttribute('data-stars')).toBe('5');
    expect(within(card('خوذة سوداء')).getByTestId('shop-item-price').dataset.currency).toBe('blackcoin');

    // Three cheap pistols cost 300 of the 250 held.
    fireEvent.change(within(card('مسدس رخيص')).getByTestId('shop-quantity'), { target: { value: '3' } });
    expect(buyButton(within(card('مسدس رخيص')).getByTestId('shop-buy')).disabled).toBe(true);
    fireEvent.change(within(card('مسدس رخيص')).getByTestId('shop-quantity'), { target: { value: '2' } });
    expect(buyButton(within(card('مسدس رخيص')).getByTestId('shop-buy')).disabled).toBe(false);

    fireEvent.click(screen.getByTestId('filter-kind-armor'));
    expect(screen.getAllByTestId('shop-item').map((el) => el.dataset.kind)).toEqual(['armor']);
    fireEvent.click(screen.getByTestId('filter-kind-all'));
    fireEvent.click(screen.getByTestId('filter-rarity-epic'));
    expect(screen.getAllByTestId('shop-item').map((el) => el.dataset.itemId)).toEqual(['2']);
    fireEvent.click(screen.getByTestId('filter-rarity-rare'));
    expect(screen.queryAllByTestId('shop-item')).toEqual([]);
    expect(screen.getByText('لا توجد عناصر بهذه الفلاتر').textContent).toBe('لا توجد عناصر بهذه الفلاتر');
  });

  it('buys the chosen quantity through POST /api/shop/buy', async () => {
    answer('/api/shop/buy', 200, { totalItems: 2, equippedItems: 0, inventory: [] });
    renderWithRouter(<ShopPage />);
    await screen.findByText('مسدس رخيص');
    const pistol = card('مسدس رخيص');
    await waitFor(() => expect(buyButton(within(pistol).getByTestId('shop-buy')).disabled).toBe(false));
    fireEvent.change(within(pistol).getByTestId('shop-quantity'), { target: { value: '2' } });
    fireEvent.click(within(pistol).getByTestId('shop-buy'));
    await waitFor(() => expect(calls).toContain('/api/shop/buy'));
  });
});
