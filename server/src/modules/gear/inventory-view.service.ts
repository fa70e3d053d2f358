import { Injectable } from '@nestjs/common';
import { sellBackAmount, spellCurrency } from '../../game/gear.rules';
import { ArmorEntity, HouseEntity, PetEntity, RideEntity, WeaponEntity } from './gear.entity';
import { CatalogueKind, GearRepository, StackRow } from './gear.repository';
import { InventoryDto, InventoryItemDto } from './inventory.dto';

type AnyItem = WeaponEntity | ArmorEntity | HouseEntity | RideEntity | PetEntity;

const NO_STATS = { damage: 0, def: 0, hpBonus: 0, energyBonus: 0, powerBonus: 0 };

/** The spec's bonus fields of one item (spec 001 section 3). */
function statsOf(kind: CatalogueKind, item: AnyItem): typeof NO_STATS {
  if (item instanceof WeaponEntity)
    return { ...NO_STATS, damage: item.damage, energyBonus: item.energyBonus };
  if (item instanceof ArmorEntity) return { ...NO_STATS, def: item.def, hpBonus: item.hpBonus };
  if (item instanceof HouseEntity) return { ...NO_STATS, def: item.defenseBonus, hpBonus: item.hpBonus };
  if (item instanceof RideEntity) return { ...NO_STATS, damage: item.attackBonus, def: item.defenseBonus };
  return { ...NO_STATS, powerBonus: (item as PetEntity).powerBonus };
}

function priceOf(item: AnyItem): number {
  return 'price' in item ? item.price : item.cost;
}

/**
 * A character's inventory as spec 001 section 3 shows it: unequipped stacks, equipped units, owned
 * houses, rides and pets. Reads in the caller's transaction when there is one, so a purchase answers
 * with the state it made.
 */
@Injectable()
export class InventoryViewService {
  constructor(private readonly gear: GearRepository) {}

  async inventoryOf(characterId: number): Promise<InventoryDto> {
    // One after the other: inside a transaction they share one connection.
    const stacks = await this.gear.stacks(characterId);
    const slots = await this.gear.slots(characterId);
    const owned = await this.gear.owned(characterId);
    const wanted = new Map<CatalogueKind, Set<number>>();
    const want = (kind: CatalogueKind, id: number) =>
      wanted.set(kind, (wanted.get(kind) ?? new Set()).add(id));
    const gearStacks = stacks.filter((row) => row.itemType !== 'special');
    const specialStacks = stacks.filter((row) => row.itemType === 'special');
    for (const row of gearStacks) want(row.itemType as CatalogueKind, row.itemId);
    for (const row of slots) want(row.itemType, row.itemId);
    for (const row of owned) want(row.kind, row.itemId);
    const items = new Map<string, AnyItem>();
    for (const [kind, ids] of wanted)
      for (const item of await this.gear.byIds(kind, [...ids])) items.set(`${kind}:${item.id}`, item);

    const line = (
      kind: CatalogueKind,
      itemId: number,
      quantity: number,
      isEquipped: boolean,
      slot: InventoryItemDto['slot'],
    ): InventoryItemDto[] => {
      const item = items.get(`${kind}:${itemId}`);
      if (!item) return [];
      return [
        {
          name: item.name,
          type: kind,
          quantity,
          isEquipped,
          rarity: item.rarity,
          ...statsOf(kind, item),
          itemId,
          slot: slot ?? (item instanceof ArmorEntity ? item.slot : null),
          imageUrl: item.imageUrl,
          sellPrice: sellBackAmount(priceOf(item), 1),
          currency: spellCurrency(item.currency, 'singular'),
        },
      ];
    };
    const inventory = [
      ...slots.flatMap((row) => line(row.itemType, row.itemId, 1, true, row.slot)),
      ...owned.flatMap((row) => line(row.kind, row.itemId, 1, row.isEquipped, null)),
      ...gearStacks.flatMap((row) =>
        line(row.itemType as CatalogueKind, row.itemId, row.quantity, false, null),
      ),
      ...(await this.specialLines(specialStacks)),
    ];
    return {
      totalItems: inventory.reduce((sum, item) => sum + item.quantity, 0),
      equippedItems: inventory.filter((item) => item.isEquipped).length,
      inventory,
    };
  }

  /**
   * Special items of the blackcoin shop: no stats, never equipped, not sold back to the shop
   * (`sellPrice` 0); their use is `/api/special-items/use`.
   */
  private async specialLines(stacks: StackRow[]): Promise<InventoryItemDto[]> {
    const items = await this.gear.specialItemsByIds(stacks.map((row) => row.itemId));
    const byId = new Map(items.map((item) => [item.id, item]));
    return stacks.flatMap((row) => {
      const item = byId.get(row.itemId);
      if (!item) return [];
      return [
        {
          ...NO_STATS,
          name: item.name,
          type: 'special' as const,
          quantity: row.quantity,
          isEquipped: false,
          rarity: 'common' as const,
          itemId: item.id,
          slot: null,
          imageUrl: item.imageUrl,
          sellPrice: 0,
          currency: spellCurrency(item.currency, 'singular'),
        },
      ];
    });
  }
}
