import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import type { Rarity } from '../../game/gear.rules';
import { DEFAULT_LISTING_RARITY, type TradeableItemType } from '../../game/trade.rules';
import { GearErrorCode, gearError } from './gear.errors';
import { GearRepository, StackItemType, StackRow } from './gear.repository';
import { InventoryViewService } from './inventory-view.service';

export { TRADEABLE_ITEM_TYPES, type TradeableItemType } from '../../game/trade.rules';

/** What another module shows of a stackable item: its catalogue name, rarity, picture and bonuses. */
export interface ItemSummary {
  type: StackItemType;
  itemId: number;
  name: string;
  /** Special items have no rarity: {@link DEFAULT_LISTING_RARITY}. */
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
 * The gear module's one door for features that move inventory units (DESIGN.md section 6, "Special
 * items", "Black market", "Transfers"): take unequipped units out of a stack, put units into a stack,
 * read a character's stacks of a type, tell whether anyone holds an item (catalogue deletes),
 * describe items, and tell a player their inventory changed. Only unequipped units move: an equipped
 * unit is a slot row, never a stack unit. Every call runs in the caller's transaction. Generic over
 * the stack's item type (weapon, armor, special).
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
    type: StackItemType,
    itemId: number,
    quantity: number,
  ): Promise<ItemSummary> {
    const [item] = (await this.describe([{ type, itemId }])).values();
    if (!item) throw gearError(GearErrorCode.ITEM_NOT_FOUND);
    if (!(await this.tryTakeUnits(characterId, type, itemId, quantity)))
      throw gearError(GearErrorCode.NOT_ENOUGH_ITEMS);
    return item;
  }

  /**
   * Takes units with one conditional statement, so two concurrent takes of the last unit cannot both
   * succeed; for callers that checked the item themselves and answer their own error.
   * @returns false when the stack holds fewer (nothing changed).
   */
  tryTakeUnits(characterId: number, type: StackItemType, itemId: number, quantity: number): Promise<boolean> {
    return this.gear.takeFromStack(characterId, type, itemId, quantity);
  }

  /** Puts `quantity` units of an item into a character's stack (creating it). */
  async giveUnits(characterId: number, type: StackItemType, itemId: number, quantity: number): Promise<void> {
    await this.gear.addToStack(characterId, type, itemId, quantity);
  }

  /** The character's stacks of one item type, oldest first. */
  async stacksOf(characterId: number, type: StackItemType): Promise<StackRow[]> {
    return (await this.gear.stacks(characterId)).filter((row) => row.itemType === type);
  }

  /**
   * Holds the item's catalogue row until the caller's transaction ends (see `GearRepository.holdItem`):
   * call before giving units of an item bought now. @returns whether the item exists
   */
  holdItem(type: StackItemType, itemId: number): Promise<boolean> {
    return this.gear.holdItem(type, itemId);
  }

  /**
   * Locks the item's catalogue row before an admin deletion's checks (see `GearRepository.lockForDeletion`).
   * @returns whether the item exists
   */
  lockForDeletion(type: StackItemType, itemId: number): Promise<boolean> {
    return this.gear.lockForDeletion(type, itemId);
  }

  /** Whether anyone holds units of the item, in an inventory or a black-market listing's escrow. */
  isHeld(type: StackItemType, itemId: number): Promise<boolean> {
    return this.gear.isHeld(type, itemId);
  }

  /**
   * Summaries of items by type and id, keyed `<type>:<id>` ({@link itemKey}); items that no longer
   * exist are left out. One query per type.
   */
  async describe(items: { type: StackItemType; itemId: number }[]): Promise<Map<string, ItemSummary>> {
    const byType = new Map<StackItemType, Set<number>>();
    for (const { type, itemId } of items) byType.set(type, (byType.get(type) ?? new Set()).add(itemId));
    const found = new Map<string, ItemSummary>();
    for (const [type, ids] of byType) {
      for (const summary of await this.summaries(type, [...ids]))
        found.set(itemKey(type, summary.itemId), summary);
    }
    return found;
  }

  /**
   * Publishes the character's inventory as it is now (`inventory:update` and `hud:update` after the
   * commit), for a change another module made through this service. `loadoutChanged: false` when
   * only unequipped units arrived (a purchase): the HUD's bonuses are as they were, so no HUD push
   * of its own (the money the purchase moved reaches the HUD through the wallet's announcement).
   */
  async inventoryChanged(userId: string, characterId: number, { loadoutChanged = true } = {}): Promise<void> {
    const inventory = await this.view.inventoryOf(characterId);
    await this.events.publish('inventory.changed', { userId, inventory });
    // The loadout's bonuses are on the HUD.
    if (loadoutChanged) await this.events.publish('character.changed', { userId });
  }

  private async summaries(type: StackItemType, ids: number[]): Promise<ItemSummary[]> {
    const none = { damage: 0, def: 0, hpBonus: 0, energyBonus: 0 };
    if (type === 'special')
      return (await this.gear.specialItemsByIds(ids)).map((row) => ({
        type,
        itemId: row.id,
        name: row.name,
        rarity: DEFAULT_LISTING_RARITY,
        imageUrl: row.imageUrl,
        ...none,
      }));
    if (type === 'weapon')
      return (await this.gear.byIds('weapon', ids)).map((row) => ({
        type,
        itemId: row.id,
        name: row.name,
        rarity: row.rarity,
        imageUrl: row.imageUrl,
        ...none,
        damage: row.damage,
        energyBonus: row.energyBonus,
      }));
    return (await this.gear.byIds('armor', ids)).map((row) => ({
      type,
      itemId: row.id,
      name: row.name,
      rarity: row.rarity,
      imageUrl: row.imageUrl,
      ...none,
      def: row.def,
      hpBonus: row.hpBonus,
    }));
  }
}

/** The key of an item in {@link GearUnitsService.describe}'s map. */
export const itemKey = (type: TradeableItemType, itemId: number) => `${type}:${itemId}`;
