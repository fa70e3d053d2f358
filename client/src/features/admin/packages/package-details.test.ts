import { packageDetails } from './AdminPackagesSection';

/** Issue 31: the admin package cards write amounts in their currency through lib/format, not as bare numbers. */
describe('packageDetails', () => {
  it('writes blackcoin packages in blackcoins and the price in US dollars', () => {
    const lines = packageDetails('blackcoin', {
      id: 1,
      usdPrice: 4.99,
      blackcoinAmount: 500,
      bonus: 100,
      totalBlackcoins: 600,
      bonusPercent: 20,
    } as never);
    expect(lines[1]).toContain('٥٠٠ بلاك كوين');
    expect(lines[1]).toContain('١٠٠ بلاك كوين');
    expect(lines[2]).toBe('المجموع: ٦٠٠ بلاك كوين');
  });

  it('writes money packages with their game money and blackcoin cost', () => {
    const lines = packageDetails('money', {
      id: 2,
      blackcoinCost: 3,
      moneyAmount: 5000,
      bonus: 500,
      totalMoney: 5500,
      description: '',
    } as never);
    expect(lines[0]).toContain('٣ بلاك كوين');
    expect(lines[1]).toContain('$٥٬٠٠٠');
    expect(lines[1]).toContain('$٥٠٠');
    expect(lines[2]).toContain('$٥٬٥٠٠');
  });

  it('writes the VIP price in blackcoins', () => {
    expect(packageDetails('vip', { id: 3, durationDays: 7, price: 40 } as never)[1]).toContain(
      '٤٠ بلاك كوين',
    );
  });
});
