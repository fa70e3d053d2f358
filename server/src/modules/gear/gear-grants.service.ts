import { Injectable } from '@nestjs/common';
import { PropertyKind } from './gear.entity';
import { GearRepository, StackItemType } from './gear.repository';

/** A weapon, armor or special item given for free (a login gift): `quantity` units into the inventory. */
export interface ItemGrant {
  itemType: StackItemType;
  itemId: number;
  quantity: number;
}

/** An item an admin may pick as a gift (spec 002 section 3, login gift items lookup). */
export interface GiftableWeapon {
  id: number;
  name: string;
  imageUrl: string;
  damage: number;
}
export interface GiftableArmor {
  id: number;
  name: string;
  imageUrl: string;
  def: number;
}

/** How many houses, rides and pets a character owns. */
export type PropertyCounts = Record<PropertyKind, number>;

/**
 * What other features ask of gear: giving stackable items into the inventory (login gifts),
 * the items an admin may choose for a gift, and how many properties a character owns (task metrics).
 * Writes happen in the caller's transaction.
 */
@Injectable()
export class GearGrantsService {
  constructor(private readonly gear: GearRepository) {}

  /** Every weapon and armor, active or not, by id, for the gift item picker. */
  async giftableItems(): Promise<{ weapons: GiftableWeapon[]; armors: GiftableArmor[] }> {
    const [weapons, armors] = await Promise.all([
      this.gear.list('weapon', false),
      this.gear.list('armor', false),
    ]);
    return {
      weapons: weapons.map(({ id, name, imageUrl, damage }) => ({ id, name, imageUrl, damage })),
      armors: armors.map(({ id, name, imageUrl, def }) => ({ id, name, imageUrl, def })),
    };
  }

  /** The weapon and armor grants whose item does not exist (an unknown id); other types are not looked at. */
  async missingItems(grants: Pick<ItemGrant, 'itemType' | 'itemId'>[]): Promise<typeof grants> {
    const missing: typeof grants = [];
    for (const type of ['weapon', 'armor'] as const) {
      const wanted = grants.filter((grant) => grant.itemType === type);
      if (!wanted.length) continue;
      const found = new Set(
        (
          await this.gear.byIds(
            type,
            wanted.map((grant) => grant.itemId),
          )
        ).map((item) => item.id),
      );
      missing.push(...wanted.filter((grant) => !found.has(grant.itemId)));
    }
    return missing;
  }

  /**
   * Adds each grant's units to the character's inventory stacks (inactive or unavailable items too:
   * the admin chose them). Runs in the caller's transaction.
   */
  async grantItems(characterId: number, grants: ItemGrant[]): Promise<void> {
    for (const grant of grants)
      await this.gear.addToStack(characterId, grant.itemType, grant.itemId, grant.quantity);
  }

  /** Houses, rides and pets owned by each character (equipped or not), by character id, in one query. */
  async propertyCountsOf(characterIds: number[]): Promise<Map<number, PropertyCounts>> {
    const counts = new Map<number, PropertyCounts>(
      characterIds.map((id) => [id, { house: 0, ride: 0, pet: 0 }]),
    );
    for (const row of await this.gear.ownedCounts(characterIds)) {
      const entry = counts.get(row.characterId);
      if (entry) entry[row.kind] = row.count;
    }
    return counts;
  }
}
