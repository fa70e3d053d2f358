import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  armorBonuses,
  GearBonuses,
  houseBonuses,
  petBonuses,
  rideBonuses,
  weaponBonuses,
} from '../../game/loadout.rules';
import { CharacterLoadoutService, LoadoutBonusSource } from '../character/character-loadout.service';

/** One equipped item as `EQUIPPED_ITEMS_SQL` gives it: its kind and the stat fields of its catalogue. */
export type EquippedItem =
  | { kind: 'weapon'; damage: number; energyBonus: number }
  | { kind: 'armor'; def: number; hpBonus: number }
  | { kind: 'house'; defenseBonus: number; hpBonus: number }
  | { kind: 'ride'; attackBonus: number; defenseBonus: number }
  | { kind: 'pet'; powerBonus: number };

/**
 * Everything equipped by the characters in `$1::int[]`: both weapon slots, head and body armor
 * (`character_equipment`) and the equipped house, ride and pet (`owned_properties`), one row each.
 */
const EQUIPPED_ITEMS_SQL = `
  SELECT e.character_id,
         CASE WHEN w.id IS NOT NULL
              THEN json_build_object('kind', 'weapon', 'damage', w.damage, 'energyBonus', w.energy_bonus)
              ELSE json_build_object('kind', 'armor', 'def', coalesce(a.def, 0), 'hpBonus', coalesce(a.hp_bonus, 0))
         END AS item
    FROM character_equipment e
    LEFT JOIN weapons w ON w.id = e.weapon_id
    LEFT JOIN armors a ON a.id = e.armor_id
   WHERE e.character_id = ANY($1::int[])
  UNION ALL
  SELECT o.character_id,
         CASE o.kind
           WHEN 'house' THEN json_build_object('kind', 'house', 'defenseBonus', coalesce(hs.defense_bonus, 0), 'hpBonus', coalesce(hs.hp_bonus, 0))
           WHEN 'ride' THEN json_build_object('kind', 'ride', 'attackBonus', coalesce(r.attack_bonus, 0), 'defenseBonus', coalesce(r.defense_bonus, 0))
           ELSE json_build_object('kind', 'pet', 'powerBonus', coalesce(p.power_bonus, 0))
         END
    FROM owned_properties o
    LEFT JOIN houses hs ON o.kind = 'house' AND hs.id = o.item_id
    LEFT JOIN rides r ON o.kind = 'ride' AND r.id = o.item_id
    LEFT JOIN pets p ON o.kind = 'pet' AND p.id = o.item_id
   WHERE o.is_equipped AND o.character_id = ANY($1::int[])`;

/**
 * What equipment and property add to effective stats (DESIGN.md section 6, "Effective stats"):
 * both weapon slots, head and body armor, the equipped house, ride and pet. Registered with the
 * character loadout when the module starts; the loadout runs `bonusItemsSql` with the other sources.
 */
@Injectable()
export class GearBonusSource implements LoadoutBonusSource<EquippedItem>, OnModuleInit, OnModuleDestroy {
  readonly bonusItemsSql = EQUIPPED_ITEMS_SQL;
  private unregister?: () => void;

  constructor(private readonly loadout: CharacterLoadoutService) {}

  onModuleInit(): void {
    this.unregister = this.loadout.register(this);
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  bonusesOf(item: EquippedItem): Partial<GearBonuses> {
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
}
