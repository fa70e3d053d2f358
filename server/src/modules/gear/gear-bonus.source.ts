import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  armorBonuses,
  GearBonuses,
  houseBonuses,
  petBonuses,
  rideBonuses,
  sumBonuses,
  weaponBonuses,
} from '../../game/loadout.rules';
import { CharacterLoadoutService, LoadoutBonusSource } from '../character/character-loadout.service';
import { EquippedItemRow, GearRepository } from './gear.repository';

function bonusesOf(item: EquippedItemRow): Partial<GearBonuses> {
  switch (item.kind) {
    case 'weapon':
      return weaponBonuses(item);
    case 'armor':
      return armorBonuses(item);
    case 'house':
      return houseBonuses(item);
    case 'ride':
      return rideBonuses(item);
    case 'pet':
      return petBonuses(item);
  }
}

/**
 * What equipment and property add to effective stats (DESIGN.md section 6, "Effective stats"):
 * both weapon slots, head and body armor, the equipped house, ride and pet. Registered with the
 * character loadout when the module starts.
 */
@Injectable()
export class GearBonusSource implements LoadoutBonusSource, OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    private readonly loadout: CharacterLoadoutService,
    private readonly gear: GearRepository,
  ) {}

  onModuleInit(): void {
    this.unregister = this.loadout.register(this);
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  /** Summed bonuses by character id, one query for all of them. */
  async bonusesFor(characterIds: number[]): Promise<Map<number, Partial<GearBonuses>>> {
    const parts = new Map<number, Partial<GearBonuses>[]>();
    for (const item of await this.gear.equippedItems(characterIds))
      parts.set(item.characterId, [...(parts.get(item.characterId) ?? []), bonusesOf(item)]);
    return new Map([...parts].map(([id, list]) => [id, sumBonuses(list)]));
  }
}
