import { addGiftItem, formToGiftDayBody, validateGiftDay } from './gift-day-form';

describe('admin login-gift day form', () => {
  const base = { expReward: '10', moneyReward: '', blackcoinReward: '2', isActive: true, items: [] };

  it('sends empty rewards as 0 and item quantities as integers', () => {
    const items = addGiftItem(addGiftItem([], { itemType: 'weapon', itemId: 4, name: 'سكين' }), {
      itemType: 'weapon',
      itemId: 4,
      name: 'سكين',
    });
    expect(items).toEqual([{ itemType: 'weapon', itemId: 4, name: 'سكين', quantity: '2' }]);
    expect(formToGiftDayBody({ ...base, items })).toEqual({
      expReward: 10,
      moneyReward: 0,
      blackcoinReward: 2,
      isActive: true,
      items: [{ itemType: 'weapon', itemId: 4, quantity: 2 }],
    });
  });

  it('refuses negative rewards and a quantity under 1', () => {
    expect(validateGiftDay(base)).toEqual([]);
    expect(
      validateGiftDay({
        ...base,
        moneyReward: '-5',
        items: [{ itemType: 'armor', itemId: 1, name: 'درع', quantity: '0' }],
      }),
    ).toEqual(['مكافأة المال يجب أن يكون ٠ على الأقل', 'الكمية يجب أن يكون ١ على الأقل']);
  });
});
