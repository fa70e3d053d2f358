import { render, screen } from '@testing-library/react';
import type { LoginGiftDayDto } from '../../api/generated/model/loginGiftDayDto';
import { GiftDayCard, giftDayState } from './GiftDayCard';

const day = (over: Partial<LoginGiftDayDto> = {}): LoginGiftDayDto => ({
  dayNumber: 7,
  expReward: 140,
  moneyReward: 3500,
  blackcoinReward: 0,
  isActive: true,
  items: [{ itemType: 'weapon', itemId: 1, quantity: 2, name: 'سكين جيب', imageUrl: '' }],
  ...over,
});

describe('GiftDayCard', () => {
  it('tells claimed, today and upcoming days apart', () => {
    expect(giftDayState(2, 3, [1, 2])).toBe('claimed');
    expect(giftDayState(3, 3, [1, 2])).toBe('today');
    expect(giftDayState(4, 3, [1, 2])).toBe('upcoming');
    // Claimed today: the current day is among the claimed ones.
    expect(giftDayState(3, 3, [1, 2, 3])).toBe('claimed');
  });

  it('shows the day in Arabic digits with its shortened money, exp and item count', () => {
    render(<GiftDayCard day={day()} state="today" />);
    const card = screen.getByTestId('gift-day');
    expect(card.getAttribute('data-state')).toBe('today');
    expect(card.textContent).toContain('اليوم ٧');
    expect(card.textContent).toContain('$٣٫٥K');
    expect(card.textContent).toContain('١٤٠');
    expect(card.textContent).toContain('٢');
    expect(screen.queryByLabelText('تم الاستلام')).toBeNull();
  });

  it('writes the blackcoins with their unit, not as a bare number beside an icon (issue 31)', () => {
    render(<GiftDayCard day={day({ blackcoinReward: 5 })} state="upcoming" />);
    expect(screen.getByTestId('gift-day').textContent).toContain('٥ بلاك كوين');
  });

  it('marks a claimed day and says when a day gives nothing', () => {
    render(<GiftDayCard day={day({ moneyReward: 0, expReward: 0, items: [] })} state="claimed" />);
    expect(screen.getByLabelText('تم الاستلام')).toBeTruthy();
    expect(screen.getByText('لا مكافأة في هذا اليوم')).toBeTruthy();
  });
});
