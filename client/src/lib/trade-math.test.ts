import type { InventoryItemDto } from '../api/generated/model/inventoryItemDto';
import {
  parseWholeNumber,
  sellerShare,
  tradeableStacks,
  transferableStacks,
  transferFee,
} from './trade-math';

const item = (fields: Partial<InventoryItemDto>): InventoryItemDto =>
  ({ name: 'x', type: 'weapon', quantity: 1, isEquipped: false, itemId: 1, ...fields }) as InventoryItemDto;

describe('trade maths (DESIGN.md section 6)', () => {
  it('reads whole numbers in ASCII or Arabic-Indic digits and refuses the rest', () => {
    expect(parseWholeNumber('1500')).toBe(1500);
    expect(parseWholeNumber(' ١٬٥٠٠ ')).toBe(1500);
    expect(parseWholeNumber('1,000')).toBe(1000);
    expect(parseWholeNumber('10.5')).toBeNull();
    expect(parseWholeNumber('-3')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('abc')).toBeNull();
  });

  it('gives the seller 95% rounded down and shows the rest as the fee', () => {
    expect(sellerShare(1999, 5)).toEqual({ share: 1899, fee: 100 });
    expect(sellerShare(1, 5)).toEqual({ share: 0, fee: 1 });
  });

  it('rounds the 5% transfer fee up', () => {
    expect(transferFee(100, 5)).toBe(5);
    expect(transferFee(101, 5)).toBe(6);
    expect(transferFee(1000, 5)).toBe(50);
  });

  const inventory = [
    item({ itemId: 1 }),
    item({ itemId: 2, isEquipped: true }),
    item({ itemId: 3, type: 'armor' }),
    item({ itemId: 4, type: 'house' }),
    item({ itemId: 5, type: 'special' }),
  ];

  it('offers unequipped weapons, armors and special items for the black market', () => {
    expect(tradeableStacks(inventory).map((s) => s.itemId)).toEqual([1, 3, 5]);
  });

  it('offers only unequipped weapons and armors for transfers', () => {
    expect(transferableStacks(inventory).map((s) => s.itemId)).toEqual([1, 3]);
  });
});
