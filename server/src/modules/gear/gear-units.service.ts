import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/domain-events';
import type { Rarity } from '../../game/gear.rules';
import { GearErrorCode, gearError } from './gear.errors';
import type { TradeableItemType } from '../../game/trade.rules';
import { CatalogueKind, GearRepository } from './gear.repository';
import { InventoryViewService } from './inventory-view.service';

export { TRADEABLE_ITEM_TYPES, type TradeableItemType } from '../../game/trade.rules';

/** What another module shows of a stackable item: its catalogue name, rarity, picture and bonuses. */
export interface ItemSummary {
  type: TradeableItemType;
  itemId: number;
  name: string;
  rarity: Rarity;
  imageUrl: string;
  /** Weapons: added to strength (0 for other types). */
  damage: number;
  /** Armors: added to defense (0 for other types). */
  def: number;
  /** Armors: added to max HP. */
  hpBonus: number;
  /** Weapons: added to max energy. */
  energyBonus: number;
}

/**
 * The gear module's door for features that move inventory units between players (DESIGN.md section
 * 6, "Black market" and "Transfers"): take unequipped units out of a stack, put units into a stack,
 * describe items, and tell a player their inventory changed. Only unequipped units move: an equipped
 * unit is a slot row, never a stack unit. Every call runs in the caller's transaction. Generic over
 * the stack's item type, so a new stackable type lists and moves once the catalogue knows it.
 */
@Injectable()
export class GearUnitsService {
  constructor(
    private readonly gear: GearRepository,
    private readonly view: InventoryViewService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Takes `quantity` unequipped units of an item from a character's stack.
   * @returns the item's summary. @throws ITEM_NOT_FOUND (no such catalogue item), NOT_ENOUGH_ITEMS
   */
  async takeUnits(
    characterId: number,
    type: TradeableItemType,
    itemId: number,
    quantity: number,
  ): Promise<ItemSummary> {
    const [item] = (await this.describe([{ type, itemId }])).values();
    if (!item) throw gearError(GearErrorCode.ITEM_NOT_FOUND);
    if (!(await this.gear.takeFromStack(characterId, type, itemId, quantity)))
      throw gearError(GearErrorCode.NOT_ENOUGH_ITEMS);
    return item;
  }

  /** Puts `quantity` units of an item into a character's stack (creating it). */
  async giveUnits(
    characterId: number,
    type: TradeableItemType,
    itemId: number,
    quantity: number,
  ): Promise<void> {
    await this.gear.addToStack(characterId, type, itemId, quantity);
  }

  /**
   * Summaries of items by type and id, keyed `<type>:<id>` ({@link itemKey}); items that no longer
   * exist are left out. One query per type.
   */
  async describe(items: { type: TradeableItemType; itemId: number }[]): Promise<Map<string, ItemSummary>> {
    const byType = new Map<TradeableItemType, Set<number>>();
    for (const { type, itemId } of items) byType.set(type, (byType.get(type) ?? new Set()).add(itemId));
    const found = new Map<string, ItemSummary>();
    for (const [type, ids] of byType) {
      for (const row of await this.gear.byIds(type as CatalogueKind, [...ids])) {
        const fields = row as unknown as Record<string, unknown>;
        const stat = (name: string) => (typeof fields[name] === 'number' ? (fields[name] as number) : 0);
        found.set(itemKey(type, row.id), {
          type,
          itemId: row.id,
          name: row.name,
          rarity: row.rarity,
          imageUrl: row.imageUrl,
          damage: stat('damage'),
          def: stat('def'),
          hpBonus: stat('hpBonus'),
          energyBonus: stat('energyBonus'),
        });
      }
    }
    return found;
  }

  /**
   * Publishes the character's inventory as it is now (`inventory:update` and `hud:update` after the
   * commit), for a change another module made through this service.
   */
  async inventoryChanged(userId: string, characterId: number): Promise<void> {
    const inventory = await this.view.inventoryOf(characterId);
    await this.events.publish('inventory.changed', { userId, inventory });
  }
}

/** The key of an item in {@link GearUnitsService.describe}'s map. */
export const itemKey = (type: TradeableItemType, itemId: number) => `${type}:${itemId}`;
