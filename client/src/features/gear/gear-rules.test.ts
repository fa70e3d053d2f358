import type { InventoryItemDto } from '../../api/generated/model/inventoryItemDto';
import type { ShopDto } from '../../api/generated/model/shopDto';
import {
  buyBlocker,
  emptyStacksReason,
  equippedProperty,
  inventoryView,
  shopEntries,
  slotsFor,
} from './gear-rules';

const weapon = (id: number, rarity: 'common' | 'rare' | 'legend', price: number) => ({
  id,
  name: `w${id}`,
  description: '',
  damage: 1,
  energyBonus: 0,
  price,
  rarity,
  currency: 'money' as const,
  imageUrl: '',
  isActive: true,
});

const shop: ShopDto = {
  weapons: [weapon(1, 'legend', 10), weapon(2, 'common', 500), weapon(3, 'common', 100)],
  armors: [
    {
      id: 9,
      name: 'a9',
      description: '',
      def: 1,
      hpBonus: 0,
      price: 5,
      rarity: 'rare',
      slot: 'head',
      currency: 'blackcoin',
      imageUrl: '',
      isActive: true,
    },
  ],
};

function line(fields: Partial<InventoryItemDto>): InventoryItemDto {
  return {
    name: 'x',
    type: 'weapon',
    quantity: 1,
    isEquipped: false,
    rarity: 'common',
    damage: 0,
    def: 0,
    hpBonus: 0,
    energyBonus: 0,
    powerBonus: 0,
    itemId: 1,
    slot: null,
    imageUrl: '',
    sellPrice: 0,
    currency: 'money',
    ...fields,
  };
}

describe('gear rules', () => {
  it('lists weapons then armors, each by rarity then price, and filters by kind and rarity', () => {
    expect(shopEntries(shop, 'all', 'all').map((e) => `${e.kind}:${e.id}`)).toEqual([
      'weapon:3',
      'weapon:2',
      'weapon:1',
      'armor:9',
    ]);
    expect(shopEntries(shop, 'armor', 'all').map((e) => e.id)).toEqual([9]);
    expect(shopEntries(shop, 'weapon', 'common').map((e) => e.id)).toEqual([3, 2]);
    expect(shopEntries(shop, 'all', 'epic')).toEqual([]);
  });

  it('blocks a purchase the cash of its currency cannot pay, or a quantity out of range', () => {
    const hud = { money: 1000, blackcoins: 4 };
    expect(buyBlocker(100, 10, 'money', hud)).toBeNull();
    expect(buyBlocker(100, 11, 'money', hud)).toBe('لا تملك ما يكفي من المال');
    expect(buyBlocker(5, 1, 'blackcoin', hud)).toBe('لا تملك ما يكفي من العملة السوداء');
    expect(buyBlocker(2, 2, 'blackcoins', hud)).toBeNull();
    expect(buyBlocker(1, 0, 'money', hud)).toBe('الكمية من ١ إلى ١٠٠');
    expect(buyBlocker(1, 101, 'money', hud)).not.toBeNull();
    expect(buyBlocker(1, 1.5, 'money', hud)).not.toBeNull();
    // Before the HUD arrives nothing is claimed (the button waits for it).
    expect(buyBlocker(1, 1, 'money', undefined)).toBeNull();
  });

  it('splits an inventory into slots, stacks and property', () => {
    const worn = line({ itemId: 1, isEquipped: true, slot: 'weapon2' });
    const stack = line({ itemId: 1, quantity: 3 });
    const helmet = line({ type: 'armor', itemId: 4, slot: 'head' });
    const house = line({ type: 'house', itemId: 7, isEquipped: true });
    const pet = line({ type: 'pet', itemId: 8 });
    const special = line({ type: 'special', itemId: 9 });
    const inventory = {
      totalItems: 8,
      equippedItems: 2,
      inventory: [worn, stack, helmet, house, pet, special],
    };
    const view = inventoryView(inventory);
    expect(view.slots).toEqual({ weapon1: null, weapon2: worn, head: null, body: null });
    expect(view.stacks).toEqual([stack, helmet]);
    expect(view.property).toEqual([house, pet]);
    expect(equippedProperty(inventory)).toEqual({ house, ride: null, pet: null });
    // Issue 31: with every weapon worn the empty list says so, instead of 'your inventory is empty'.
    expect(emptyStacksReason(inventoryView({ totalItems: 1, equippedItems: 1, inventory: [worn] }))).toBe(
      'allEquipped',
    );
    expect(emptyStacksReason(inventoryView({ totalItems: 0, equippedItems: 0, inventory: [] }))).toBe(
      'empty',
    );
  });

  it('offers both weapon slots for a weapon and only its own slot for an armor', () => {
    expect(slotsFor({ type: 'weapon', slot: null })).toEqual(['weapon1', 'weapon2']);
    expect(slotsFor({ type: 'armor', slot: 'body' })).toEqual(['body']);
    expect(slotsFor({ type: 'house', slot: null })).toEqual([]);
  });
});
