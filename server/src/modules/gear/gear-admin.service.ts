import { Injectable } from '@nestjs/common';
import { GearRepository } from './gear.repository';
import { InventoryDto } from './inventory.dto';
import { InventoryViewService } from './inventory-view.service';

/** The gear module's API for the admin back office (spec 001 section 2.3: equipment, inventory, reset). */
@Injectable()
export class GearAdminService {
  constructor(
    private readonly gear: GearRepository,
    private readonly view: InventoryViewService,
  ) {}

  /** The character's inventory as the spec shows it (equipped units carry their slot). */
  inventoryOf(characterId: number): Promise<InventoryDto> {
    return this.view.inventoryOf(characterId);
  }

  /**
   * Empties the character's inventory and equipment: stacks, slots, owned houses, rides and pets
   * (admin reset; nothing is paid back). Runs in the caller's transaction. @returns the inventory before.
   */
  async clearAll(characterId: number): Promise<InventoryDto> {
    const before = await this.view.inventoryOf(characterId);
    await this.gear.clearCharacter(characterId);
    return before;
  }
}
