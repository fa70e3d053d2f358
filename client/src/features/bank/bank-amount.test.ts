import { parseAmount } from './bank-amount';

describe('parseAmount', () => {
  it('accepts whole amounts of at least 1, in Western or Arabic digits', () => {
    expect(parseAmount('250')).toBe(250);
    expect(parseAmount(' ١٥٠ ')).toBe(150);
    expect(parseAmount('1,000')).toBe(1000);
  });

  it('refuses zero, negatives, fractions and text', () => {
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('2.5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});
