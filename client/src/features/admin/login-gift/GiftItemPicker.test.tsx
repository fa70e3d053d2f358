import { fireEvent, render, screen, within } from '@testing-library/react';
import { GiftItemPicker } from './GiftItemPicker';

const items = {
  weapons: [{ id: 1, name: 'سكين', imageUrl: '', damage: 5 }],
  armors: [],
  specialItems: [{ id: 7, name: 'جرعة الهدية', imageUrl: '', type: 'HEALTH_POTION' }],
};

describe('GiftItemPicker (spec 002 section 3, login gift items)', () => {
  it('lists the special items with their Arabic type and picks one as a special_item entry', () => {
    const onPick = jest.fn();
    render(<GiftItemPicker open items={items} onPick={onPick} onClose={() => undefined} />);
    const strip = screen.getByRole('tablist', { name: 'أنواع العناصر' });
    fireEvent.click(within(strip).getByRole('tab', { name: 'العناصر الخاصة' }));
    expect(screen.getByText('جرعة صحة')).toBeTruthy();
    expect(screen.queryByText('HEALTH_POTION')).toBeNull();
    fireEvent.click(screen.getByText('جرعة الهدية'));
    expect(onPick).toHaveBeenCalledWith({ itemType: 'special_item', itemId: 7, name: 'جرعة الهدية' });
  });
});
