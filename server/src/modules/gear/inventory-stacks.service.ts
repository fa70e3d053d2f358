import { Injectable } from '@nestjs/common';
import { GearRepository, StackItemType, StackRow } from './gear.repository';

/**
 * Inventory stacks for other features (special items now, black-market escrow next): add and take
 * units of any stackable item type in the caller's transaction. The gear module owns the table.
 */
@Injectable()
export class InventoryStacksService {
  constructor(private readonly gear: GearRepository) {}

  /** Adds units to the character's stack of the item (creating it). Runs in the caller's transaction. */
  add(characterId: number, type: StackItemType, itemId: number, quantity: number): Promise<void> {
    return this.gear.addToStack(characterId, type, itemId, quantity);
  }

  /**
   * Takes units from the stack with one conditional statement, so two concurrent takes of the last
   * unit cannot both succeed. @returns false when the stack holds fewer.
   */
  take(characterId: number, type: StackItemType, itemId: number, quantity: number): Promise<boolean> {
    return this.gear.takeFromStack(characterId, type, itemId, quantity);
  }

  /** The character's stacks of one item type. */
  async stacksOf(characterId: number, type: StackItemType): Promise<StackRow[]> {
    return (await this.gear.stacks(characterId)).filter((row) => row.itemType === type);
  }

  /** Whether anyone holds units of the item (catalogue deletes answer 409 then). */
  isHeld(type: StackItemType, itemId: number): Promise<boolean> {
    return this.gear.isStacked(type, itemId);
  }
}
