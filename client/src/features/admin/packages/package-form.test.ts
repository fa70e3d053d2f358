import { blankPackageForm, packageBody, packageFormErrors, packageFormFrom } from './package-form';

describe('package forms (spec 002 section 5)', () => {
  it('requires name, price and amount of a blackcoin package, with the price at least 0 in steps of 0.01', () => {
    const blank = blankPackageForm('blackcoin');
    expect(blank).toMatchObject({ isActive: true, bonus: '0' });
    expect(packageFormErrors('blackcoin', blank)).toEqual({
      name: 'الاسم مطلوب',
      usdPrice: 'السعر بالدولار مطلوب',
      blackcoinAmount: 'كمية البلاك كوين مطلوب',
    });
    expect(
      packageFormErrors('blackcoin', { ...blank, name: 'x', usdPrice: '1.999', blackcoinAmount: '0' }),
    ).toEqual({
      usdPrice: 'السعر بالدولار غير صحيح',
      blackcoinAmount: 'كمية البلاك كوين يجب أن يكون ١ على الأقل',
    });
  });

  it('sends the price as a decimal and the rest as integers; an empty bonus as 0', () => {
    const values = {
      ...blankPackageForm('blackcoin'),
      name: ' حقيبة ',
      usdPrice: '4.99',
      blackcoinAmount: '300',
      bonus: '',
    };
    expect(packageBody('blackcoin', values)).toEqual({
      name: 'حقيبة',
      usdPrice: 4.99,
      blackcoinAmount: 300,
      bonus: 0,
      isActive: true,
    });
  });

  it('needs a VIP duration and price of at least 1, and refills a form from a package', () => {
    const vip = { ...blankPackageForm('vip'), name: 'VIP', durationDays: '0', price: '1' };
    expect(packageFormErrors('vip', vip)).toEqual({ durationDays: 'المدة بالأيام يجب أن يكون ١ على الأقل' });
    expect(
      packageFormFrom('money', {
        name: 'م',
        blackcoinCost: 5,
        moneyAmount: 100,
        bonus: 0,
        description: '',
        isActive: false,
      }),
    ).toEqual({
      name: 'م',
      blackcoinCost: '5',
      moneyAmount: '100',
      bonus: '0',
      description: '',
      isActive: false,
    });
  });
});
