import { DEFAULT_GAME_CONSTANTS } from './constants';
import {
  blackMarketSplit,
  canTransferToday,
  isValidListingPrice,
  listingExpiresAt,
  TRADEABLE_ITEM_TYPES,
  TRANSFERABLE_ITEM_TYPES,
  transferFee,
  transferTotalCost,
} from './trade.rules';

describe('what may change hands (DESIGN.md section 6)', () => {
  it('lists weapons, armors and special items on the market, and transfers weapons and armors only', () => {
    expect([...TRADEABLE_ITEM_TYPES]).toEqual(['weapon', 'armor', 'special']);
    expect([...TRANSFERABLE_ITEM_TYPES]).toEqual(['weapon', 'armor']);
  });
});

describe('black market rules (DESIGN.md section 6)', () => {
  it('pays the seller 95% rounded down and keeps the rest as the fee', () => {
    expect(blackMarketSplit(1000)).toEqual({ sellerShare: 950, fee: 50 });
    expect(blackMarketSplit(999)).toEqual({ sellerShare: 949, fee: 50 });
    expect(blackMarketSplit(19)).toEqual({ sellerShare: 18, fee: 1 });
    expect(blackMarketSplit(1)).toEqual({ sellerShare: 0, fee: 1 });
    expect(blackMarketSplit(1_000_000_000)).toEqual({ sellerShare: 950_000_000, fee: 50_000_000 });
  });

  it('always splits the whole price', () => {
    for (const price of [1, 2, 7, 21, 101, 12_345, 999_999_999])
      expect(blackMarketSplit(price).sellerShare + blackMarketSplit(price).fee).toBe(price);
  });

  it('expires a listing 7 days after it was listed', () => {
    const listed = new Date('2026-11-26T10:00:00.000Z');
    expect(listingExpiresAt(listed).toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(
      listingExpiresAt(listed, { ...DEFAULT_GAME_CONSTANTS, blackMarketListingDays: 1 }).toISOString(),
    ).toBe('2026-11-27T10:00:00.000Z');
  });

  it('accepts whole prices from 1 to 1,000,000,000 only', () => {
    expect(isValidListingPrice(1)).toBe(true);
    expect(isValidListingPrice(1_000_000_000)).toBe(true);
    expect(isValidListingPrice(0)).toBe(false);
    expect(isValidListingPrice(1_000_000_001)).toBe(false);
    expect(isValidListingPrice(10.5)).toBe(false);
  });
});

describe('transfer rules (DESIGN.md section 6)', () => {
  it('charges 5% of the amount rounded up, on top', () => {
    expect(transferFee(100)).toBe(5);
    expect(transferFee(101)).toBe(6);
    expect(transferFee(119)).toBe(6);
    expect(transferFee(120)).toBe(6);
    expect(transferFee(121)).toBe(7);
    expect(transferFee(2_000_000_020)).toBe(100_000_001);
    expect(transferTotalCost(1000)).toBe(1050);
    expect(transferTotalCost(101)).toBe(107);
  });

  it('allows 20 transfers per game day', () => {
    expect(canTransferToday(0)).toBe(true);
    expect(canTransferToday(19)).toBe(true);
    expect(canTransferToday(20)).toBe(false);
  });
});
