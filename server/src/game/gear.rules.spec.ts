import {
  fitsSlot,
  parseCurrency,
  petCapacity,
  petsFit,
  rarityOrder,
  sellBackAmount,
  spellCurrency,
} from './gear.rules';

describe('gear rules', () => {
  it('orders rarities common 1 to legend 5 (spec 001 section 9)', () => {
    expect(['common', 'uncommon', 'rare', 'epic', 'legend'].map((r) => rarityOrder(r as never))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('pays back half the current price, rounded down', () => {
    expect(sellBackAmount(1000, 1)).toBe(500);
    expect(sellBackAmount(333, 3)).toBe(499);
    expect(sellBackAmount(1, 1)).toBe(0);
  });

  it('fits weapons in the weapon slots and armors in their own slot', () => {
    expect(fitsSlot('weapon2', 'weapon')).toBe(true);
    expect(fitsSlot('head', 'weapon')).toBe(false);
    expect(fitsSlot('head', 'armor', 'head')).toBe(true);
    expect(fitsSlot('body', 'armor', 'head')).toBe(false);
  });

  it('allows one pet without a house, the house capacity with one', () => {
    expect(petCapacity(null)).toBe(1);
    expect(petCapacity(4)).toBe(4);
  });

  it('lets owned pets fit up to the capacity, not beyond', () => {
    expect(petsFit(0, 1)).toBe(true);
    expect(petsFit(3, 3)).toBe(true);
    expect(petsFit(4, 3)).toBe(false);
  });

  it('reads both currency spellings and writes each screen its own', () => {
    expect(parseCurrency('blackcoin')).toBe('blackcoins');
    expect(parseCurrency('blackcoins')).toBe('blackcoins');
    expect(parseCurrency('money')).toBe('money');
    expect(spellCurrency('blackcoins', 'plural')).toBe('blackcoins');
    expect(spellCurrency('blackcoins', 'singular')).toBe('blackcoin');
  });
});
