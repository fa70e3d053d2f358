import { fireEvent, render, screen } from '@testing-library/react';
import { MarketFilters } from './MarketFilters';

describe('MarketFilters (DESIGN.md section 6, Black market)', () => {
  const apply = () => fireEvent.click(screen.getByRole('button', { name: /تطبيق/ }));

  it('sends the chosen rarity with weapons and armors', () => {
    const onApply = jest.fn();
    render(<MarketFilters onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('النوع'), { target: { value: 'weapon' } });
    fireEvent.change(screen.getByLabelText('الندرة'), { target: { value: 'epic' } });
    apply();
    expect(onApply).toHaveBeenLastCalledWith({ itemType: 'weapon', rarity: 'epic' });
  });

  it('turns the rarity off for special items, which have none', () => {
    const onApply = jest.fn();
    render(<MarketFilters onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('الندرة'), { target: { value: 'common' } });
    fireEvent.change(screen.getByLabelText('النوع'), { target: { value: 'special' } });
    expect((screen.getByLabelText('الندرة') as HTMLSelectElement).disabled).toBe(true);
    apply();
    expect(onApply).toHaveBeenLastCalledWith({ itemType: 'special' });
  });
});
